import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
const [src, out, x, y, w, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const data = await page.evaluate(async ([s, x, y, w, h]) => {
  const i = new Image(); await new Promise((ok) => { i.onload = ok; i.src = s; });
  const c = document.createElement("canvas"); c.width = w; c.height = h; c.getContext("2d").drawImage(i, x, y, w, h, 0, 0, w, h);
  return c.toDataURL("image/png");
}, ["data:image/png;base64," + readFileSync(src).toString("base64"), +x, +y, +w, +h]);
writeFileSync(out, Buffer.from(data.split(",")[1], "base64"));
await browser.close();
