import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactOpener, ContactRow } from "./contact-opener";

describe("ContactOpener", () => {
  it("on its own, is the submit button of a GET form to its form's page", () => {
    const { container } = render(<ContactOpener kind="connect">Connect</ContactOpener>);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/connect");
    const button = form.querySelector("button")!;
    expect(button.type).toBe("submit");
    expect(button.getAttribute("data-contact-opener")).toBe("connect");
    expect(button.hasAttribute("formaction")).toBe(false);
  });

  it("in a row, submits the row's one form to its own page", () => {
    const { container } = render(
      <ContactRow className="flex gap-3">
        <ContactOpener kind="meeting">Book a Meeting</ContactOpener>
        <ContactOpener kind="connect">Connect</ContactOpener>
        <a href="#work">How we work</a>
      </ContactRow>,
    );
    const forms = container.querySelectorAll("form");
    expect(forms).toHaveLength(1);
    expect(forms[0]!.className).toBe("flex gap-3");
    expect(forms[0]!.getAttribute("method")).toBe("get");
    const buttons = [...forms[0]!.querySelectorAll("button")];
    expect(buttons.map((button) => [button.type, button.getAttribute("formaction"), button.getAttribute("data-contact-opener")])).toEqual([
      ["submit", "/book-a-meeting", "meeting"],
      ["submit", "/connect", "connect"],
    ]);
    expect(forms[0]!.querySelector("a")!.getAttribute("href")).toBe("#work");
  });
});
