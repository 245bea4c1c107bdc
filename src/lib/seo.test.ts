import { describe, expect, it } from "vitest";
import { documentTitle, ogImagePath, pageMeta } from "./seo";

describe("seo helpers", () => {
  it("names Open Graph images after the route", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/products/cloud-engineering")).toBe("/og/products-cloud-engineering.png");
  });

  it("suffixes page titles with the company name", () => {
    expect(documentTitle("FinTech")).toBe("FinTech | Kovira Labs");
  });

  it("gives each page a canonical URL and social tags", () => {
    const meta = pageMeta({ title: "FinTech", description: "Lending and payments", path: "/services/fintech" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://kovira-labs.com/services/fintech" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://kovira-labs.com/og/services-fintech.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    // Not repeated for X, which falls back to the Open Graph tags.
    expect(meta.filter((tag) => "name" in tag && String(tag.name).startsWith("twitter:"))).toHaveLength(1);
  });
});
