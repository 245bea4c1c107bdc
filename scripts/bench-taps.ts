/*
 * `npm run bench:taps`: how long a visitor waits for the answer to a tap, on the production build.
 *
 * Each journey loads its page as a new visitor (a fresh browser context), with the CPU 4x slower
 * from the start, and taps its control at each moment a visitor may (tests/e2e/tap-journeys.ts,
 * `MOMENTS`): as soon as the control is painted, at `load`, once the network is idle, and once the
 * islands on screen have hydrated; none but the last waits for an island. Inside the page, a capturing `pointerdown` listener notes the time
 * and each animation frame after it checks whether the answer (the form's fields, the menu's links)
 * is on screen: the figure is the time to the first frame that shows it. The Event Timing API (INP)
 * cannot see this wait when the handler starts work that finishes later (stack notes, "Timing a
 * tap"). Median of three, with the CPU 4x slower, and again with a slow 4G link as well; beside each,
 * the same tap on a control page served by the same server in the same run (tapped at `load`): a
 * native `<dialog>` opened by an inline handler, what "at once" costs on this machine. Exits non-zero
 * when a journey misses its budget at any moment.
 */
import { chromium, type Browser } from "@playwright/test";
import { resolve } from "node:path";
import { createApp } from "../server/app";
import { giveOutboxOfItsOwn } from "./scratch-outbox";
import { listen } from "../server/listen";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { arriveAt, JOURNEYS, MOMENTS, VIEWPORTS, type FormFactor, type Journey, type Moment } from "../tests/e2e/tap-journeys";

const RUNS = Number(process.env.TAP_RUNS ?? 3);
/** `TAP_ONLY=team` times only the journeys whose name matches. */
const ONLY = process.env.TAP_ONLY ? new RegExp(process.env.TAP_ONLY, "i") : undefined;
/** `TAP_MOMENTS="first paint,load"` times only those moments. */
const ONLY_MOMENTS = process.env.TAP_MOMENTS?.split(",").map((moment) => moment.trim());
const TIMED_MOMENTS = MOMENTS.filter((moment) => !ONLY_MOMENTS || ONLY_MOMENTS.includes(moment));
const CPU_SLOWDOWN = 4;
/** Slow 4G as the issue measured it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const BUDGET_MS = { cpu: 100, slow4g: 150 };
/** How long a tap is given to answer at all. */
const NO_ANSWER_MS = 10_000;

/** A native dialog opened by an inline handler: the fastest answer a tap can get on this machine. */
const CONTROL_PATH = "/__bench/control";
const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><h1>Control page</h1><button type="button" onclick="document.getElementById('form').showModal()">Book a Meeting</button><dialog id="form" aria-labelledby="title"><h2 id="title">Book a Meeting</h2><form method="dialog"><label>Name <input name="name"></label><button>Close</button></form></dialog></body></html>`;
const CONTROL: Journey = {
  name: "control: a native <dialog> opened by an inline handler",
  path: CONTROL_PATH,
  form: "desktop",
  control: (page) => page.getByRole("button", { name: "Book a Meeting" }),
  answer: "dialog[open] input[name=name]",
};

giveOutboxOfItsOwn("taps");
const app = createApp({ buildDir: resolve(process.env.BUILD_DIR ?? "build") });
const { server, shutdown } = listen(
  (request, env) =>
    new URL(request.url).pathname === CONTROL_PATH
      ? new Response(CONTROL_HTML, { headers: { "content-type": "text/html; charset=utf-8" } })
      : app.fetch(request, env),
  { port: 0, hostname: "127.0.0.1" },
);
await new Promise((done) => server.once("listening", done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

/**
 * Runs in the page: `tapToAnswer` resolves with the milliseconds from the next `pointerdown` to the
 * first frame showing `answer`. A string, so the code the page runs is exactly this.
 */
const armTapTimer = (answer: string) => `{
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return inView && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // Not awaited here (the evaluation would wait for the tap): read later.
  void (window.tapToAnswer = new Promise((done) => {
    addEventListener("pointerdown", () => {
      const start = performance.now();
      const check = () => {
        if ([...document.querySelectorAll(${JSON.stringify(answer)})].some(shown)) done(performance.now() - start);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  }));
}`;

async function tapToAnswer(browser: Browser, journey: Journey, moment: Moment, slowLink: boolean) {
  const context = await browser.newContext({ ...VIEWPORTS[journey.form], timezoneId: "Asia/Kolkata" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowLink) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    }
    // A slow phone from the first byte: the page loads, and the tap lands, on the slowed CPU.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await arriveAt(page, base + journey.path, journey, moment);
    await page.evaluate(armTapTimer(journey.answer));
    const control = journey.control(page);
    if (journey.form === "phone") await control.tap();
    else await control.click();
    // A tap never answered reads as the time the bench waited for it, which misses any budget.
    return (await page.evaluate(`Promise.race([window.tapToAnswer, new Promise((done) => setTimeout(() => done(${NO_ANSWER_MS}), ${NO_ANSWER_MS}))])`)) as number;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(browser: Browser, journey: Journey, moment: Moment, slowLink: boolean) {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await tapToAnswer(browser, journey, moment, slowLink));
  return median(runs);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let missed = 0;
try {
  console.log(`Tap to answer, ${base}, median of ${RUNS}; budgets ${BUDGET_MS.cpu} ms (CPU ${CPU_SLOWDOWN}x), ${BUDGET_MS.slow4g} ms (CPU ${CPU_SLOWDOWN}x + slow 4G)\n`);
  const controls = new Map<string, number>();
  for (const form of Object.keys(VIEWPORTS) as FormFactor[]) {
    for (const slowLink of [false, true]) {
      const control = { ...CONTROL, form };
      controls.set(`${form}:${slowLink}`, await measure(browser, control, "load", slowLink));
    }
  }
  const rows = [["journey", "tapped at", "CPU 4x", "control", "+ slow 4G", "control"]];
  for (const journey of JOURNEYS.filter((journey) => !ONLY || ONLY.test(journey.name))) {
    for (const moment of TIMED_MOMENTS) {
      const row = [`${journey.name} (${journey.form})`, moment];
      for (const slowLink of [false, true]) {
        const figure = await measure(browser, journey, moment, slowLink);
        const budget = slowLink ? BUDGET_MS.slow4g : BUDGET_MS.cpu;
        if (!(figure <= budget)) missed += 1;
        row.push(`${Math.round(figure)} ms${figure <= budget ? "" : " (over)"}`, `${Math.round(controls.get(`${journey.form}:${slowLink}`)!)} ms`);
      }
      rows.push(row);
      if (process.env.TAP_VERBOSE) console.log(row.join(" | "));
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log("\n" + rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")).join("\n"));
  console.log(missed ? `\n${missed} figure(s) over budget` : "\nEvery tap answered within budget");
} finally {
  await browser.close();
  await shutdown();
}
process.exit(missed ? 1 : 0);
