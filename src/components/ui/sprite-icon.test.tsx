import { render } from "@testing-library/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import CircleCheck from "lucide-react/icons/circle-check";
import { describe, expect, it } from "vitest";

describe("lucide icons drawn from the sprite", () => {
  it("draw a <use> of the icon's symbol, hidden from assistive technology, at lucide's size, with the symbol's own stroke", () => {
    const { container } = render(<ArrowRight className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("class")).toBe("size-4");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["24", "24"]);
    expect(svg.hasAttribute("stroke-width")).toBe(false);
    expect(svg.hasAttribute("style")).toBe(false);
    expect(svg.querySelector("use")!.getAttribute("href")).toMatch(/ui-icons\.svg#arrow-right$/);
    expect(svg.querySelectorAll("path")).toHaveLength(0);
  });

  it("take lucide's props: stroke width, size, a label", () => {
    const { container } = render(<CircleCheck strokeWidth={3} size={16} aria-label="Done" />);
    const svg = container.querySelector("svg")!;
    expect([svg.style.getPropertyValue("--icon-stroke-width"), svg.getAttribute("width"), svg.getAttribute("aria-label")]).toEqual(["3", "16", "Done"]);
    expect(svg.hasAttribute("aria-hidden")).toBe(false);
  });
});
