// @vitest-environment node
import { describe, expect, it } from "vitest";
import { analyticsConfigFromEnv, describeAnalytics } from "./config";
import { EMAILJS_ACCOUNT } from "~/features/contact/emailjs-account.fixture";

const EMAILJS = EMAILJS_ACCOUNT;

describe("the analytics mode a build is made in", () => {
  it("follows the forms when unset: the site's own server, or nothing on a static host with EmailJS", () => {
    expect(analyticsConfigFromEnv({})).toEqual({ mode: "server" });
    const off = analyticsConfigFromEnv(EMAILJS);
    expect(off.mode).toBe("off");
    expect(describeAnalytics(off)).toMatch(/^analytics: off, no beacon in the pages/);
  });

  it("sends to the provider named, with its address and site", () => {
    const config = analyticsConfigFromEnv({ ...EMAILJS, ANALYTICS_PROVIDER: "plausible", ANALYTICS_URL: "https://plausible.io/", ANALYTICS_SITE: "kovira-labs.com" });
    expect(config).toEqual({ mode: "plausible", url: "https://plausible.io", site: "kovira-labs.com" });
    expect(describeAnalytics(config)).toBe("analytics: plausible mode (the host rewrites the beacon's path to https://plausible.io/api/event, site kovira-labs.com)");
    expect(analyticsConfigFromEnv({ ANALYTICS_PROVIDER: "none" }).mode).toBe("off");
    expect(analyticsConfigFromEnv({ ...EMAILJS, ANALYTICS_PROVIDER: "server" }).mode).toBe("server");
  });

  it("refuses half a configuration, an unknown provider and a plain-HTTP address", () => {
    expect(() => analyticsConfigFromEnv({ ANALYTICS_PROVIDER: "umami", ANALYTICS_URL: "https://stats.example.com" })).toThrow(/needs ANALYTICS_SITE/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_PROVIDER: "matomo" })).toThrow(/one of server, plausible, umami, none/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_PROVIDER: "umami", ANALYTICS_URL: "http://stats.example.com", ANALYTICS_SITE: "x" })).toThrow(/https/);
  });
});
