import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GetStarted } from "./get-started";

describe("the closing block of an industry or capability page", () => {
  it("sends a visitor from outside India, whose number Contact Us cannot take, to Book a Meeting", () => {
    render(<GetStarted firstSectionId="digital-lending" lead="Tell us what you lend." />);
    const link = screen.getByRole("link", { name: "book a meeting" });
    expect(link).toHaveAttribute("href", "/book-a-meeting");
    expect(link.closest("p")!.textContent).toMatch(
      /^Tell us what you lend\. Leave your name and number, and a senior engineer calls you back to hear it.*From outside India, book a meeting on your own clock instead\.$/,
    );
    expect(screen.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "#digital-lending-title");
  });
});
