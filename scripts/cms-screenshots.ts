/*
 * `npm run screenshots:cms`: the editing guide's pictures of the content editor (docs/images/cms-*.png),
 * taken as a person sees it. Starts `npm run cms` (PORT, default 4321, as the guide shows), signs in,
 * shows the list of articles, a new article refused with the build's words, and a picture chosen
 * from the list; nothing is saved. Each picture is written as a palette PNG.
 */
import { chromium, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

const PORT = Number(process.env.PORT ?? 4321);
const EDITOR = `http://localhost:${PORT}`;

const cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stopped = new Promise((resolve) => cms.once("exit", resolve));

async function editorAnswers() {
  try {
    return (await fetch(`${EDITOR}/admin/`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** Saves the page as it looks now, optimised. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  const png = await sharp(await page.screenshot()).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(`docs/images/${name}.png`, png);
  console.log(`docs/images/${name}.png: ${Math.round(png.length / 1024)} KB`);
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole("option", { name: option }).filter({ visible: true }).first().click();
}

try {
  for (let tries = 0; !(await editorAnswers()); tries++) {
    if (tries > 120 || cms.exitCode !== null) throw new Error("npm run cms did not start");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on("dialog", (dialog) => void dialog.accept());

  // The articles, newest first.
  await page.goto(`${EDITOR}/admin/#/collections/insights`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Writing RBI digital lending rules as acceptance tests").first().waitFor();
  await shot(page, "cms-collections");

  // A new article published too early: each field in red says what the build would say.
  await page.goto(`${EDITOR}/admin/#/collections/insights/new`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Release notes that customers read");
  await page.getByLabel("Description", { exact: true }).fill("How we write release notes");
  await choose(page, "Author", "Arjun", /Arjun Kulkarni/);
  await page.getByLabel("Published on").fill("2026-11-20");
  await choose(page, "Topics", "Testing", /^Testing$/);
  const body = page.getByLabel("markdown field").getByRole("textbox");
  await body.click();
  await page.keyboard.type("## Who reads them");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Branch staff read release notes on the first morning after a release, before the branch opens.");
  await page.getByRole("button", { name: "Save on this computer", exact: true }).click();
  await page.getByText("Save now", { exact: true }).click();
  await page.getByText("Nothing was saved: each field in red says what to change.").waitFor();
  // The picture, its description and the article's text, each refused with its reason.
  await page.getByLabel("Which picture", { exact: true }).evaluate((select) => select.scrollIntoView({ block: "start" }));
  await page.mouse.wheel(0, -40);
  await shot(page, "cms-article");

  // The picture: one of the site's, chosen from the list, shown as a thumbnail.
  await page.getByLabel("Which picture", { exact: true }).selectOption("insights/rbi-lending-rules-as-acceptance-tests/hero");
  await page.getByRole("img", { name: /^Thumbnail of/ }).waitFor();
  await page.getByText("Upload a photo…").scrollIntoViewIfNeeded();
  await shot(page, "cms-picture");
  await browser.close();
} finally {
  cms.kill("SIGTERM");
  await stopped;
}
