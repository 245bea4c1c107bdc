import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parseContent } from "~/content/load";
import { FORMS_MODES, legalPageSchema, legalSectionsFor } from "~/content/schema";
import { emailConfigFromEnv } from "./email-config";
import { DELIVERY_ROUTE, formNotice } from "~/shared/retention";
import { EMAILJS_ACCOUNT } from "./emailjs-account.fixture";

const PRIVACY = "src/content/legal/privacy.yaml";
const SECURITY = "src/content/legal/security.yaml";
const privacy = parseContent(PRIVACY, parse(readFileSync(PRIVACY, "utf8")), legalPageSchema);
const textOf = (sections: { heading: string; paragraphs: string[]; list?: string[] }[]) =>
  sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join("\n");

describe("the forms' delivery modes", () => {
  it("names a route for every mode the build can choose, and the build chooses only those", () => {
    expect(Object.keys(DELIVERY_ROUTE).sort()).toEqual([...FORMS_MODES].sort());
    expect(FORMS_MODES).toContain(emailConfigFromEnv({}).mode);
    expect(FORMS_MODES).toContain(emailConfigFromEnv(EMAILJS_ACCOUNT).mode);
  });
});

/** What /privacy says of the forms' route: how a submission is delivered, and where it goes abroad. */
const ROUTE_SECTIONS = ["how-submissions-are-delivered", "international-transfers"];
const routeOf = (mode: "emailjs" | "outbox") =>
  textOf(legalSectionsFor(privacy, mode).filter((section) => ROUTE_SECTIONS.includes(section.id)));

describe("the forms' notice and /privacy describe the route this build's forms take", () => {
  it("with EmailJS: the notice and /privacy both name EmailJS, and say nothing of our own server", () => {
    const shown = routeOf("emailjs");
    expect(formNotice("emailjs")).toContain("by email through EmailJS");
    expect(shown).toMatch(/travels from your browser to EmailJS/);
    expect(shown).toMatch(/EmailJS in Singapore/);
    expect(shown).not.toMatch(/own server/);
  });

  it("with the site's own server: the notice and /privacy both say so, and name no EmailJS", () => {
    const shown = routeOf("outbox");
    expect(textOf(legalSectionsFor(privacy, "outbox"))).not.toMatch(/EmailJS/);
    expect(formNotice("outbox")).toContain("through this website's own server");
    expect(shown).toMatch(/travels from your browser to this website's own server/);
    expect(shown).toMatch(/suspects of coming from a program/);
    expect(shown).not.toMatch(/EmailJS/);
    const security = parseContent(SECURITY, parse(readFileSync(SECURITY, "utf8")), legalPageSchema);
    expect(textOf(legalSectionsFor(security, "outbox"))).not.toMatch(/EmailJS|reCAPTCHA/);
    expect(textOf(legalSectionsFor(security, "emailjs"))).toMatch(/EmailJS Pte\. Ltd\./);
  });

  it("shows each mode one section on delivery and one on transfers abroad, at the same address", () => {
    for (const mode of FORMS_MODES) {
      const ids = legalSectionsFor(privacy, mode).map((section) => section.id);
      expect(ids.filter((id) => id === "how-submissions-are-delivered")).toHaveLength(1);
      expect(ids.filter((id) => id === "international-transfers")).toHaveLength(1);
    }
  });

  it("refuses two sections with one id that a site would show together", () => {
    const [first] = privacy.sections;
    const twice = { ...privacy, sections: [...privacy.sections, { ...first!, formsMode: "outbox" }] };
    expect(() => parseContent(PRIVACY, twice, legalPageSchema)).toThrow(/two sections shown on the same site have the same id/);
  });
});
