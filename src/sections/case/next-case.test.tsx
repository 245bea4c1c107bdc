import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NextCase } from "./next-case";

describe("a case study's closing block", () => {
  it("promises only what the callback form can keep: the visitor says which case they read", () => {
    render(<NextCase next={{ title: "Retail operations", href: "/case/retail-operations", description: "Stores on one count" }} />);
    const block = screen.getByRole("heading", { name: "Have a similar problem?" }).parentElement!;
    expect(block.textContent).toContain("tell us which case study you read");
    expect(block.textContent).not.toMatch(/who led this work will call/);
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("says why the client is not named, and how many references a buyer gets after a first call", () => {
    render(<NextCase next={{ title: "Retail operations", href: "/case/retail-operations", description: "Stores on one count" }} />);
    const block = screen.getByRole("heading", { name: "Have a similar problem?" }).parentElement!;
    expect(block.textContent).toContain("Our contracts keep a client's name confidential unless the client agrees in writing to be named");
    expect(block.textContent).toContain("After a first call we give you two references");
  });
});
