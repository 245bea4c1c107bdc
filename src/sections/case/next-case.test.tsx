import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CASE_REFERENCES, CASE_REFERENCES_LINE } from "~/content/case-browse";
import { site } from "~/content/site";
import { NextCase } from "./next-case";

describe("a case study's closing block", () => {
  it("promises only what the callback form can keep: the lead carries the page it was sent from", () => {
    render(
      <NextCase
        next={{ title: "Retail operations", href: "/case/retail-operations", description: "Stores on one count" }}
        namedClients={[]}
      />,
    );
    const block = screen.getByRole("heading", { name: "Have a similar problem?" }).parentElement!;
    expect(block.textContent).toContain("Sent from this page, the form tells us which case study you were reading");
    // A visitor from abroad, whose number the callback form cannot take, is sent to the meeting form.
    expect(block.textContent).toContain("from outside India, use Book a Meeting at the top of the page");
    expect(block.textContent).not.toMatch(/who led this work will call/);
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("says in one short sentence that the client's name is confidential and references follow a first call, linking /case, which says it in full", () => {
    render(
      <NextCase
        next={{ title: "Retail operations", href: "/case/retail-operations", description: "Stores on one count" }}
        namedClients={[]}
      />,
    );
    const block = screen.getByRole("heading", { name: "Have a similar problem?" }).parentElement!;
    expect(block.textContent).toContain("Our contract keeps this client's name confidential, and two references follow a first call.");
    expect(screen.getByRole("link", { name: "two references follow a first call" }).getAttribute("href")).toBe("/case#client-names");
    // The paragraph /case gives in full is not repeated on every case study.
    expect(block.textContent).not.toContain(site.commitments.clientNames);
    expect(block.textContent).not.toContain(CASE_REFERENCES);
    const line = `${CASE_REFERENCES_LINE.text}${CASE_REFERENCES_LINE.link}.`;
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(20);
  });

  it("says instead that a named client agreed to be named, where the case study is about one", () => {
    render(
      <NextCase
        next={{ title: "Retail operations", href: "/case/retail-operations", description: "Stores on one count" }}
        namedClients={["Trellis Health", "Velora Care"]}
      />,
    );
    const block = screen.getByRole("heading", { name: "Have a similar problem?" }).parentElement!;
    expect(block.textContent).toContain(
      "Trellis Health and Velora Care agreed in writing to be named, and two references follow a first call.",
    );
    expect(block.textContent).not.toContain("confidential");
  });
});
