import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { LegalPage } from "~/content/schema";
import { site } from "~/content/site";
import { withMeasurement } from "~/features/analytics/legal-text";
import { ANALYTICS_RETENTION_MONTHS, ANALYTICS_RETENTION_TEXT, RETENTION_TEXT } from "~/shared/retention";
import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "../../../server/analytics-store";
import { LegalArticle } from "./legal-article";
import { withSettings } from "./settings";

describe("the privacy notice quotes the retention the code applies", () => {
  it("fills {retention} from the one config value", () => {
    expect(withSettings("kept for {retention}, then deleted")).toBe(`kept for ${RETENTION_TEXT}, then deleted`);
  });

  it("/privacy's retention sentence is wired to it, not written out", () => {
    const page = { ...(parse(readFileSync("src/content/legal/privacy.yaml", "utf8")) as LegalPage), slug: "privacy" } as LegalPage;
    const retention = page.sections.find((section) => section.id === "retention")!;
    expect(retention.paragraphs.join(" ")).toContain("{retention}");
    expect(retention.paragraphs.join(" ")).not.toMatch(/\d+ (months|years|days)/);
    render(<LegalArticle page={page} />);
    expect(screen.getByText(new RegExp(`We keep enquiry details for ${RETENTION_TEXT}`))).toBeTruthy();
    expect(document.body.textContent).not.toContain("{retention}");
  });
});

describe("the privacy notice quotes how long the counts are kept, as the analytics store applies it", () => {
  it("writes {countsRetention} and no number of months in its analytics section, and shows the one value", () => {
    expect(DEFAULT_ANALYTICS_RETENTION_MONTHS).toBe(ANALYTICS_RETENTION_MONTHS);
    const page = { ...(parse(readFileSync("src/content/legal/privacy.yaml", "utf8")) as LegalPage), slug: "privacy" } as LegalPage;
    const counted = page.sections.find((section) => section.id === "analytics" && section.when === "analytics-on")!;
    const text = counted.paragraphs.join(" ");
    expect(text).toContain("{countsRetention}");
    // The CNIL's ceiling is the one other figure, named as such.
    expect(text.replace("the 25 months the CNIL", "")).not.toMatch(/\d+ (months|years|days)/);
    render(<LegalArticle page={{ ...page, sections: withMeasurement([counted], { mode: "server" }) }} />);
    expect(document.body.textContent).toContain(`kept by our own server, for ${ANALYTICS_RETENTION_TEXT}`);
    expect(document.body.textContent).toContain(`keeps the counts for ${ANALYTICS_RETENTION_TEXT}, inside the 25 months the CNIL`);
  });
});

describe("/security quotes the promises written once in site.json", () => {
  it("shows the incident notice from site.json, with no token left", () => {
    const page = { ...(parse(readFileSync("src/content/legal/security.yaml", "utf8")) as LegalPage), slug: "security" } as LegalPage;
    // The build fills the measurement service's tokens first ([legal].astro).
    render(<LegalArticle page={{ ...page, sections: withMeasurement(page.sections, { mode: "server" }) }} />);
    expect(document.body.textContent).toContain(site.commitments.incidentNotice);
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
