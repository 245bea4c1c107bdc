/*
 * One small interface over three ways of driving a browser, so that each journey is written once:
 * Chromium through Playwright, Firefox ESR through Puppeteer over WebDriver BiDi (Playwright's
 * own BiDi client needs commands ESR lacks), WebKit through WebKitWebDriver with WebdriverIO.
 */
import type { Browser as PlaywrightBrowser, BrowserType } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium";
import { firefoxPath, miniBrowserPath } from "../../../scripts/engines";

export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

/** The size of the area a page lays out in (the layout viewport), in CSS pixels. */
export type Viewport = { width: number; height: number };

/** One tab of one engine, as the journeys use it. */
export type EngineDriver = {
  /** Opens a path of the site at this viewport and waits for its `load` event. */
  goto(path: string, viewport: Viewport): Promise<void>;
  /** Reloads the page and waits for it to load; goes back one page in the tab's history (the caller waits for it). */
  reload(): Promise<void>;
  back(): Promise<void>;
  /** Runs a self-contained function in the page and gives what it returns (JSON-like values). */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Presses and releases the primary pointer at a point of the viewport, as a visitor's tap. */
  tap(x: number, y: number): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
};

/** A browser (or the service that starts one) kept for a worker's journeys: a fresh tab per journey. */
export type EngineBrowser = { newDriver(baseURL: string): Promise<EngineDriver>; close(): Promise<void> };

export async function launchChromium(chromium: BrowserType): Promise<EngineBrowser> {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // A visitor's Chrome names itself "Chrome": the headless one says "HeadlessChrome", which the
  // site's analytics does not count (server/analytics.ts), as it does not count Firefox's or WebKit's automation either.
  const probe = await browser.newPage();
  const userAgent = (await probe.evaluate(() => navigator.userAgent)).replace("HeadlessChrome/", "Chrome/");
  await probe.close();
  return {
    async newDriver(baseURL) {
      const context = await browser.newContext({ baseURL, timezoneId: "UTC", userAgent });
      const page = await context.newPage();
      return {
        async goto(path, viewport) {
          await page.setViewportSize(viewport);
          await page.goto(path);
        },
        reload: async () => void (await page.reload()),
        back: async () => void (await page.goBack()),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        tap: (x, y) => page.mouse.click(x, y),
        type: (text) => page.keyboard.type(text),
        screenshot: () => page.screenshot(),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath(), headless: true });
  return {
    async newDriver(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return {
        async goto(path, viewport) {
          await page.setViewport(viewport);
          await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
        },
        reload: async () => void (await page.reload({ waitUntil: "load" })),
        // Not goBack(): a page restored from the back-forward cache fires no load event to wait for.
        back: () => page.evaluate(() => void setTimeout(() => history.back())),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        tap: (x, y) => page.mouse.click(x, y),
        type: (text) => page.keyboard.type(text),
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on a display number of its own choosing (`-displayfd`), for WebKit where there is no DISPLAY. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let errors = "";
  xvfb.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once("data", (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors.slice(-500)}`)));
    xvfb.once("error", reject);
  });
  return { display, process: xvfb };
}

async function waitForDriver(url: string, driver: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with status ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 20 s`);
}

/** WebKitWebDriver on a free port, answering. */
async function startWebKitDriver(display: string | undefined) {
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, ...(display ? { DISPLAY: display } : {}) },
  });
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
  } catch (error) {
    driver.kill();
    throw error;
  }
  return { port, process: driver };
}

/** How long a new WebKit session may take: one has been seen to hang on a loaded machine while its driver still answered. */
const SESSION_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * WebKitWebDriver on a free port, under Xvfb when there is no display. It runs one session at a
 * time: a journey gets a new MiniBrowser and deletes it afterwards. A driver that has closed its
 * socket, or whose new session hangs (each seen once, on a loaded machine), is replaced and the
 * session asked for once more.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb();
  let service: Awaited<ReturnType<typeof startWebKitDriver>>;
  try {
    service = await startWebKitDriver(xvfb?.display);
  } catch (error) {
    xvfb?.process.kill();
    throw error;
  }
  const session = (port: number) =>
    remote({
      hostname: "127.0.0.1",
      port,
      path: "/",
      logLevel: "error",
      connectionRetryCount: 0,
      capabilities: {
        browserName: "MiniBrowser",
        // `--full-screen` drops MiniBrowser's toolbar, which otherwise keeps the window wider than a phone.
        "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation", "--full-screen"] },
        // Classic WebDriver: WebKitWebDriver does not speak BiDi.
        "wdio:enforceWebDriverClassic": true,
      } as WebdriverIO.Capabilities,
    });
  const restart = async () => {
    service.process.kill();
    service = await startWebKitDriver(xvfb?.display);
  };
  return {
    async newDriver(baseURL) {
      if (service.process.exitCode !== null || service.process.signalCode !== null) await restart();
      const start = () => withTimeout(session(service.port), SESSION_TIMEOUT_MS, "A new WebKit session");
      const browser = await start().catch(async (error: Error) => {
        // The driver went away or hung (not a refused session, which it answers): once more, on a new one.
        if (!/UND_ERR_SOCKET|ECONNREFUSED|ECONNRESET|socket hang up|session took over/.test(String(error))) throw error;
        await restart();
        return start();
      });
      return {
        async goto(path, viewport) {
          // The window's size, less whatever MiniBrowser shows around the page (an info bar, say), is the viewport.
          const inner = () => browser.execute(() => [innerWidth, innerHeight] as const);
          // The page learns of a new window size a moment after WebDriver has set it: read it until
          // two reads agree (a stale read once made a 1280 window 2185 wide).
          const settled = async () => {
            let size = await inner();
            for (let tries = 0; tries < 10; tries++) {
              await browser.pause(150);
              const next = await inner();
              if (next[0] === size[0] && next[1] === size[1]) break;
              size = next;
            }
            return size;
          };
          await browser.setWindowSize(viewport.width, viewport.height);
          let [width, height] = await settled();
          if (width !== viewport.width || height !== viewport.height) {
            await browser.setWindowSize(2 * viewport.width - width, 2 * viewport.height - height);
            [width, height] = await settled();
          }
          if (width !== viewport.width || height !== viewport.height) {
            throw new Error(`MiniBrowser's viewport is ${width}×${height}, not ${viewport.width}×${viewport.height}`);
          }
          await browser.url(new URL(path, baseURL).href);
        },
        reload: () => browser.refresh(),
        back: () => browser.back(),
        evaluate: (fn, arg) => browser.execute(fn as never, arg as never) as never,
        async tap(x, y) {
          await browser
            .action("pointer", { parameters: { pointerType: "mouse" } })
            .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
            .down({ button: 0 })
            .up({ button: 0 })
            .perform();
        },
        async type(text) {
          // Each key released before the next is pressed (`keys()` holds them all down, so a doubled letter is lost).
          const keys = browser.action("key");
          for (const key of text) keys.down(key).up(key);
          await keys.perform();
        },
        screenshot: async () => Buffer.from(await browser.takeScreenshot(), "base64"),
        close: () => browser.deleteSession(),
      };
    },
    async close() {
      service.process.kill();
      xvfb?.process.kill();
    },
  };
}
