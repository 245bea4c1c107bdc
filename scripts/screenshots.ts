/*
 * `npm run screenshots`: every route at 375, 768, 1280 and 1920 wide, full page, into screenshots/.
 * Serves the current build itself; run `npm run build` first.
 */
import { serve } from "@hono/node-server";
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { createApp } from "../server/app";
import { giveOutboxOfItsOwn } from "./scratch-outbox";
import { allRoutes } from "../tests/e2e/routes";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

const WIDTHS = (process.env.WIDTHS ?? "375,768,1280,1920").split(",").map(Number);
const OUT = "screenshots";
const only = process.argv.slice(2);
const routes = [...allRoutes, "/page-that-does-not-exist"].filter((route) => only.length === 0 || only.includes(route));

mkdirSync(OUT, { recursive: true });
giveOutboxOfItsOwn("screenshots");
const server = serve({ fetch: createApp({ buildDir: resolve(process.env.BUILD_DIR ?? "build") }).fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((done) => server.once("listening", done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    // A full-page capture paints every section, including those the browser skips off screen.
    await page.addStyleTag({ content: ".offscreen-lazy { content-visibility: visible !important; }" });
    await page.waitForTimeout(300);
    const name = (route === "/" ? "home" : route.slice(1).replaceAll("/", "-")) + `-${width}.png`;
    await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
server.close();
