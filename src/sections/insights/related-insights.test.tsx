import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelatedInsights } from "./related-insights";

const image = { id: "insights/x/hero", alt: "A picture", width: 1600, height: 900, widths: [480, 960] };
const author = { id: "nandini-rao", name: "Nandini Rao", role: "CEO", about: "", avatar: image };
const article = (slug: string) =>
  ({
    slug,
    href: `/insights/${slug}`,
    title: `Article ${slug}`,
    description: "What the reader will learn from it, in a sentence.",
    image,
    author,
    tags: [{ tag: "fintech", label: "Fintech", href: "/insights/tag/fintech" }],
    published: new Date("2026-07-02"),
    readingMinutes: 5,
  }) as unknown as Parameters<typeof RelatedInsights>[0]["insights"][number];

describe("the articles a page lists", () => {
  it("lists every article that concerns the page, as the topic page of the same name does, not only the newest three", () => {
    render(<RelatedInsights insights={["a", "b", "c", "d", "e"].map(article)} title="Articles on Fintech and lending" />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["a", "b", "c", "d", "e"].map((slug) => `Article ${slug}`));
  });

  it("dates each card as published, and as updated where the article has been since", () => {
    render(<RelatedInsights insights={[article("a"), { ...article("b"), updated: new Date("2026-09-15") }]} title="Articles" />);
    const [first, second] = screen.getAllByRole("article");
    expect(first).toHaveTextContent("2 July 2026");
    expect(first).not.toHaveTextContent("Updated");
    expect(second).toHaveTextContent(/2 July 2026·Updated 15 September 2026/);
  });
});
