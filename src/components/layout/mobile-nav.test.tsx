import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-nav";

const link = (kind: string) => (slug: string) => ({ title: slug, href: `/${kind}/${slug}`, description: slug });
const navigation = {
  industries: [{ ...link("services")("fintech"), icon: "landmark" as const }],
  capabilities: [{ ...link("products")("cloud"), icon: "cloud" as const }],
  cases: ["loan-core", "retail"].map(link("case")),
};

/** The menu as the built page holds it, its groups' entries inside their templates. */
const page = () => new DOMParser().parseFromString(renderToStaticMarkup(<MobileMenu navigation={navigation} />), "text/html");

/** A group's entries, as the menu script takes them out of their template: each link's marker and name. */
function entries(container: Document, group: string) {
  const template = container.querySelector<HTMLTemplateElement>(`#${group} template`)!;
  return [...template.content.querySelectorAll("a")].map((a) => {
    const marker = a.querySelector('[aria-hidden="true"]')!;
    return `${marker.querySelector("svg") ? "icon" : marker.textContent} ${a.querySelector(".font-medium")!.textContent}`;
  });
}

describe("the phone's menu", () => {
  it("numbers the case studies it lists, and marks the ways to the index pages with an arrow rather than the next number", () => {
    const container = page();
    expect(entries(container, "mobile-menu-cases")).toEqual(["01 loan-core", "02 retail", "icon All case studies"]);
    expect(entries(container, "mobile-menu-solutions")).toEqual(["icon fintech", "icon cloud", "icon All industries", "icon All capabilities"]);
    const arrow = container.querySelector<HTMLTemplateElement>("#mobile-menu-cases template")!.content.querySelectorAll("a")[2]!;
    expect(arrow.querySelector("svg")!.getAttribute("class")).toContain("lucide-arrow-right");
  });
});
