import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { ContactPage } from "./contact-page";

describe("the Connect page", () => {
  it("tells a visitor outside India to book a meeting or write instead", () => {
    render(
      <ContactPage title="Connect" description="Leave your number" nextSteps={["One", "Two"]} abroad>
        <form />
      </ContactPage>,
    );
    const note = screen.getByText(/Calling from outside India\?/);
    expect(note.textContent).toContain("10-digit Indian number");
    expect(screen.getByRole("link", { name: "Book a Meeting" }).getAttribute("href")).toBe(paths.bookMeeting);
    expect(note.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
  });

  it("says nothing of it on the meeting form's page", () => {
    render(
      <ContactPage title="Book a Meeting" description="Pick a time" nextSteps={["One"]}>
        <form />
      </ContactPage>,
    );
    expect(screen.queryByText(/outside India/)).toBeNull();
  });
});
