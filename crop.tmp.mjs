import { chromium } from "playwright";
// Screenshots of one route at a width, in viewport-sized slices.
const [route, width, height] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4] ?? 1600)];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width, height } });
await page.goto(`http://localhost:3013${route}`, { waitUntil: "load" });
const total = await page.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0, i = 0; y < total; y += height, i++) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/w32-shots/${route.replace(/\//g, "_") || "_home"}-${width}-part${i}.png` });
}
console.log(total);
await browser.close();
