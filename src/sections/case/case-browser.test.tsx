import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CASE_REFERENCES, CASE_REFERENCES_LINE } from "~/content/case-browse";
import { CaseBrowser } from "./case-browser";

describe("/case", () => {
  it("says under its heading why the clients are described, and what a buyer can check after a first call", () => {
    render(<CaseBrowser studies={[]} options={{ industry: [], capability: [], technology: [] }} unfiledSectors={[]} />);
    const intro = screen.getByRole("heading", { level: 1, name: "Case studies" }).parentElement!;
    expect(intro.textContent).toContain(CASE_REFERENCES);
    expect(CASE_REFERENCES).toMatch(/After a first call we give you two references/);
    // Each case study links here instead of repeating it.
    expect(screen.getByText(CASE_REFERENCES).id).toBe(CASE_REFERENCES_LINE.href.split("#")[1]);
  });

  it("a filtered listing says it in a line that links /case, instead of repeating it", () => {
    const fintech = { kind: "industry" as const, value: "fintech", label: "Fintech", count: 0, href: "/case/industry/fintech" };
    render(
      <CaseBrowser studies={[]} options={{ industry: [fintech], capability: [], technology: [] }} unfiledSectors={[]} facet={{ kind: "industry", value: "fintech" }} />,
    );
    const intro = screen.getByRole("heading", { level: 1, name: "Fintech case studies" }).parentElement!;
    expect(intro.textContent).not.toContain(CASE_REFERENCES);
    expect(intro.textContent).toContain("We name a client only where it agreed in writing, and two references follow a first call.");
    expect(screen.getByRole("link", { name: "two references follow a first call" }).getAttribute("href")).toBe("/case#client-names");
  });
});
