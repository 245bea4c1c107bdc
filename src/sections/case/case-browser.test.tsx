import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CASE_REFERENCES } from "~/content/case-browse";
import { CaseBrowser } from "./case-browser";

describe("/case", () => {
  it("says under its heading why the clients are described, and what a buyer can check after a first call", () => {
    render(<CaseBrowser studies={[]} options={{ industry: [], capability: [], technology: [] }} unfiledSectors={[]} />);
    const intro = screen.getByRole("heading", { level: 1, name: "Case studies" }).parentElement!;
    expect(intro.textContent).toContain(CASE_REFERENCES);
    expect(CASE_REFERENCES).toMatch(/After a first call we give you two references/);
  });
});
