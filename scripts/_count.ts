import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { waitForIdleIslands } from "../tests/e2e/islands";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(process.env.BASE + "/");
await waitForIdleIslands(page);
console.log(await page.evaluate(`(() => {
  const all = [...document.querySelectorAll("body *")];
  const skipped = (el) => { for (let p = el.parentElement; p; p = p.parentElement) { if (getComputedStyle(p).contentVisibility === "auto" && p.getBoundingClientRect().top > innerHeight * 1.5) return true; } return false; };
  const live = all.filter((el) => !skipped(el));
  const by = {};
  for (const el of live) { const sec = el.closest("header, footer, dialog, section, [data-section], main > *"); const k = sec ? (sec.tagName + "." + (sec.id || sec.getAttribute("aria-labelledby") || sec.className.toString().slice(0, 30))) : el.tagName; by[k] = (by[k] || 0) + 1; }
  return JSON.stringify({ all: all.length, live: live.length, by: Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 15) }, null, 1);
})()`));
await browser.close();
