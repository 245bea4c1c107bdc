import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

const link = (slug: string) => ({ title: slug, href: `/services/${slug}`, description: slug });
const navigation = {
  industries: ["fintech", "edtech", "hospitality", "dooh", "agritech"].map(link),
  capabilities: [],
  cases: [],
};

describe("Footer", () => {
  it("keeps the first four industries and says under them where the case studies are, with a link to every industry", () => {
    render(<Footer navigation={navigation} socials={[]} year={2026} workNote="Case studies in Fintech." />);
    const group = within(screen.getByRole("navigation", { name: "Industries" }));
    expect(group.getAllByRole("listitem")).toHaveLength(4);
    expect(group.getByText(/Case studies in Fintech\./)).toBeTruthy();
    expect(group.getByRole("link", { name: "All industries" }).getAttribute("href")).toBe("/services");
  });

  it("ends the capabilities with a link to all of them", () => {
    const capabilities = ["cloud-engineering", "managed-devops", "ux-product-design", "api-microservices", "data-engineering-analytics"];
    render(<Footer navigation={{ ...navigation, capabilities: capabilities.map(link) }} socials={[]} year={2026} />);
    const group = within(screen.getByRole("navigation", { name: "Capabilities" }));
    expect(group.getAllByRole("listitem")).toHaveLength(4);
    expect(group.getByRole("link", { name: "All capabilities" }).getAttribute("href")).toBe("/products");
  });
});
