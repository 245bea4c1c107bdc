import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { LegalPage } from "~/content/schema";
import { site } from "~/content/site";
import { withMeasurement } from "~/features/analytics/legal-text";
import { RETENTION_TEXT } from "~/shared/retention";
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

describe("/security quotes the promises written once in site.json", () => {
  it("shows the incident notice and code ownership from site.json, with no token left", () => {
    const page = { ...(parse(readFileSync("src/content/legal/security.yaml", "utf8")) as LegalPage), slug: "security" } as LegalPage;
    // The build fills the measurement service's tokens first ([legal].astro).
    render(<LegalArticle page={{ ...page, sections: withMeasurement(page.sections, { mode: "server" }) }} />);
    expect(document.body.textContent).toContain(site.commitments.incidentNotice);
    expect(document.body.textContent).toContain(site.commitments.codeOwnership);
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
