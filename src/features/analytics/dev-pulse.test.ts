import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { PULSE_PATH } from "~/shared/analytics-events";
import { quietPulse, quietPulseInDev } from "./dev-pulse";

const answer = (method: string, url: string) => {
  const req = { method, url, resume: vi.fn() } as unknown as IncomingMessage;
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name] = value), end: vi.fn() };
  const next = vi.fn();
  quietPulse(req, res as unknown as ServerResponse, next);
  return { status: res.statusCode, ended: res.end.mock.calls.length, passed: next.mock.calls.length, headers };
};

describe("the local site's /pulse", () => {
  it("takes the beacon's count quietly (204, not the dev server's WARN and 404) and leaves every other path to the site", () => {
    expect(answer("POST", PULSE_PATH)).toMatchObject({ status: 204, ended: 1, passed: 0 });
    expect(answer("POST", `${PULSE_PATH}?v=1`)).toMatchObject({ status: 204, passed: 0 });
    expect(answer("GET", PULSE_PATH)).toMatchObject({ status: 405, headers: { Allow: "POST" } });
    expect(answer("GET", "/pulse.js")).toMatchObject({ passed: 1, ended: 0 });
    expect(answer("GET", "/")).toMatchObject({ passed: 1, ended: 0 });
  });

  it("is set up on the dev server, which astro.config.mjs runs it in", async () => {
    const use = vi.fn();
    const setup = quietPulseInDev().hooks["astro:server:setup"] as unknown as (options: { server: { middlewares: { use: typeof use } } }) => void;
    setup({ server: { middlewares: { use } } });
    expect(use).toHaveBeenCalledWith(quietPulse);
    const { readFileSync } = await import("node:fs");
    expect(readFileSync("astro.config.mjs", "utf8")).toMatch(/integrations: \[[^\]]*quietPulseInDev\(\)/);
  });
});
