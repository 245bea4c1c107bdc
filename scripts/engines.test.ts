import { afterEach, describe, expect, it, vi } from "vitest";
import { chosenEngines } from "./engines";

/*
 * Which engines the cross-engine journeys run in: E2E_ENGINES when it is set, else those installed.
 * The machine is made to lack Firefox and WebKit by pointing their variables at nothing.
 */
const withoutFirefoxAndWebKit = () => {
  vi.stubEnv("FIREFOX_PATH", "/nonexistent/firefox-esr");
  vi.stubEnv("MINIBROWSER_PATH", "/nonexistent/MiniBrowser");
  vi.stubEnv("CHROMIUM_PATH", process.execPath); // any file that exists stands for Chromium
};

describe("the engines the end-to-end tests run in", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("are those installed when E2E_ENGINES is not set, naming what is left out and how to install it", () => {
    withoutFirefoxAndWebKit();
    vi.stubEnv("E2E_ENGINES", undefined);
    const { engines, skipped } = chosenEngines();
    expect(engines).toEqual(["chromium"]);
    expect(skipped).toEqual([
      expect.stringMatching(/^firefox \(missing: Firefox ESR .*install with: sudo apt-get install firefox-esr\)$/),
      expect.stringMatching(/^webkit \(missing: .*MiniBrowser.*install with: sudo apt-get install webkit2gtk-driver xvfb\)$/),
    ]);
  });

  it("are exactly those E2E_ENGINES names", () => {
    withoutFirefoxAndWebKit();
    vi.stubEnv("E2E_ENGINES", "chromium");
    expect(chosenEngines()).toEqual({ engines: ["chromium"], skipped: [] });
  });

  it("stop the run, saying what to install, when an engine E2E_ENGINES names is missing", () => {
    withoutFirefoxAndWebKit();
    vi.stubEnv("E2E_ENGINES", "chromium,firefox,webkit");
    expect(() => chosenEngines()).toThrow(/E2E_ENGINES asks for firefox, webkit[\s\S]*sudo apt-get install firefox-esr webkit2gtk-driver xvfb/);
  });

  it("refuse a name that is not an engine", () => {
    vi.stubEnv("E2E_ENGINES", "chromium,safari");
    expect(() => chosenEngines()).toThrow("E2E_ENGINES names safari; the engines are chromium, firefox, webkit");
  });
});
