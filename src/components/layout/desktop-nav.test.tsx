import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DesktopNavPanels } from "./desktop-nav";

const link = (n: number) => ({ title: `Case ${n}`, href: `/case/case-${n}`, description: `Case study ${n}` });

describe("the desktop menu's case studies", () => {
  it("numbers them once across both columns, newest first", () => {
    const cases = Array.from({ length: 10 }, (_, i) => link(i + 1));
    const { container } = render(<DesktopNavPanels navigation={{ industries: [], capabilities: [], cases }} />);
    // React puts a template's children in the element itself, where the browser's parser would put them in its content.
    const panel = container.querySelector("#nav-case-studies template")!;
    const numbers = [...panel.querySelectorAll("li")].map((item) => item.textContent!.match(/^\d+/)?.[0]);
    expect(numbers).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"]);
    const headings = [...panel.querySelectorAll("p")].map((heading) => heading.textContent);
    expect(headings).toEqual(["Recent work", "More stories"]);
  });
});
