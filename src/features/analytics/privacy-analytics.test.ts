// @vitest-environment node
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parseContent } from "~/content/load";
import { LEGAL_SITES, legalPageSchema, legalSectionsFor } from "~/content/schema";
import { emailConfigFromEnv } from "~/features/contact/email-config";
import { analyticsConfigFromEnv, analyticsState } from "./config";
import { MEASUREMENT_SERVICES, withMeasurement } from "./legal-text";
import { EMAILJS_ACCOUNT } from "~/features/contact/emailjs-account.fixture";

const PRIVACY = "src/content/legal/privacy.yaml";
const privacy = parseContent(PRIVACY, parse(readFileSync(PRIVACY, "utf8")), legalPageSchema);
const SECURITY = "src/content/legal/security.yaml";
const security = parseContent(SECURITY, parse(readFileSync(SECURITY, "utf8")), legalPageSchema);
const EMAILJS = EMAILJS_ACCOUNT;

/** What a legal page says on a site built with these settings, as [legal].astro picks and fills it. */
function pageFor(page: typeof privacy, env: Record<string, string>) {
  const analytics = analyticsConfigFromEnv(env);
  const sections = withMeasurement(legalSectionsFor(page, emailConfigFromEnv(env).mode, analyticsState(analytics)), analytics);
  return sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join("\n");
}
const privacyFor = (env: Record<string, string>) => pageFor(privacy, env);
const securityFor = (env: Record<string, string>) => pageFor(security, env);
const subProcessorsFor = (env: Record<string, string>) => {
  const analytics = analyticsConfigFromEnv(env);
  const [section] = withMeasurement(
    legalSectionsFor(security, emailConfigFromEnv(env).mode, analyticsState(analytics)).filter(({ id }) => id === "sub-processors"),
    analytics,
  );
  return section!.list ?? [];
};

const COUNTS = /the site counts a few things through its own address. It counts each page viewed/;
const COUNTS_NOTHING = /This site runs no analytics/;

describe("/privacy says what this build counts of a visit", () => {
  it("the site's own server counts page views, and /privacy says so", () => {
    const text = privacyFor({});
    expect(text).toMatch(COUNTS);
    expect(text).toMatch(/Global Privacy Control/);
    expect(text).not.toMatch(COUNTS_NOTHING);
  });

  it("EmailJS on a static host with no provider counts nothing, and /privacy claims no counting", () => {
    const text = privacyFor(EMAILJS);
    expect(text).toMatch(COUNTS_NOTHING);
    expect(text).not.toMatch(/through its own address|To count visitors|consent banner|13 months/);
  });

  it("a named provider counts on a static host, and ANALYTICS_PROVIDER=none turns counting off with the server", () => {
    const plausible = { ANALYTICS_PROVIDER: "plausible", ANALYTICS_URL: "https://plausible.io", ANALYTICS_SITE: "kovira-labs.com" };
    expect(privacyFor({ ...EMAILJS, ...plausible })).toMatch(COUNTS);
    expect(privacyFor({ ANALYTICS_PROVIDER: "none" })).toMatch(COUNTS_NOTHING);
    expect(privacyFor({ ANALYTICS_PROVIDER: "none" })).not.toMatch(COUNTS);
  });

  it("every kind of site shows one section on counting, and the cookies section", () => {
    for (const site of LEGAL_SITES) {
      const ids = legalSectionsFor(privacy, site.forms, site.analytics).map((section) => section.id);
      expect(
        ids.filter((id) => id === "analytics"),
        `${site.forms}, ${site.analytics}`,
      ).toHaveLength(1);
      expect(ids).toContain("cookies");
    }
  });

  it("a site's analytics, left unsaid, follows its forms as the build's configuration does", () => {
    for (const env of [{}, EMAILJS]) {
      const forms = emailConfigFromEnv(env).mode;
      expect(legalSectionsFor(privacy, forms)).toEqual(legalSectionsFor(privacy, forms, analyticsState(analyticsConfigFromEnv(env))));
    }
  });

  it("/privacy names the one measurement service the build counts through, and /security lists that one and no other", () => {
    const plausible = { ANALYTICS_PROVIDER: "plausible", ANALYTICS_URL: "https://plausible.io", ANALYTICS_SITE: "kovira-labs.com" };
    const umami = { ANALYTICS_PROVIDER: "umami", ANALYTICS_URL: "https://cloud.umami.is", ANALYTICS_SITE: "website-id" };
    const builds = { server: {}, "server, none": { ANALYTICS_PROVIDER: "none" }, emailjs: EMAILJS, "emailjs, plausible": { ...EMAILJS, ...plausible }, "outbox, plausible": plausible, "emailjs, umami": { ...EMAILJS, ...umami }, "outbox, umami": umami };
    for (const [name, env] of Object.entries(builds)) {
      const mode = analyticsConfigFromEnv(env).mode;
      for (const [service, { company }] of Object.entries(MEASUREMENT_SERVICES)) {
        const named = service === mode;
        expect(privacyFor(env).includes(company), `${name}: /privacy names ${company}`).toBe(named);
        expect(subProcessorsFor(env).filter((item) => item.startsWith(company)), `${name}: /security lists ${company}`).toHaveLength(named ? 1 : 0);
      }
      for (const text of [privacyFor(env), securityFor(env)]) {
        expect(text, name).not.toMatch(/\bPlausible or Umami\b|customer records|\{(countsKeeper|measurementService)\}/);
        expect(subProcessorsFor(env).every((item) => item.trim() !== ""), name).toBe(true);
      }
      if (mode === "server") expect(privacyFor(env), name).toMatch(/The counts are kept by our own server/);
    }
  });
});
