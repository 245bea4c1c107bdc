// @vitest-environment node
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parseContent } from "~/content/load";
import { LEGAL_SITES, legalPageSchema, legalSectionsFor } from "~/content/schema";
import { emailConfigFromEnv } from "~/features/contact/email-config";
import { analyticsConfigFromEnv, analyticsState } from "./config";

const PRIVACY = "src/content/legal/privacy.yaml";
const privacy = parseContent(PRIVACY, parse(readFileSync(PRIVACY, "utf8")), legalPageSchema);
const EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: "key",
  VITE_EMAILJS_SERVICE_ID: "service",
  VITE_EMAILJS_MEETING_TEMPLATE_ID: "meeting",
  VITE_EMAILJS_CONNECT_TEMPLATE_ID: "connect",
  VITE_EMAILJS_RECAPTCHA_SITE_KEY: "site-key",
};

/** What /privacy says of counting on a site built with these settings, as [legal].astro picks it. */
function privacyFor(env: Record<string, string>) {
  const sections = legalSectionsFor(privacy, emailConfigFromEnv(env).mode, analyticsState(analyticsConfigFromEnv(env)));
  return sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join("\n");
}

const COUNTS = /the site counts, through its own address: each page viewed/;
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
    expect(text).not.toMatch(/counts, through its own address|To count visitors|consent banner|13 months/);
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
});
