import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readHome } from "~/content/files";
import { readHomeIslandContent } from "./island-content";

const ISLANDS = join(__dirname, "islands");

describe("the home page's island content", () => {
  const content = readHomeIslandContent();

  it("has a part for every island that imports one, and no part no island reads", () => {
    const imported = readdirSync(ISLANDS)
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => [...readFileSync(join(ISLANDS, file), "utf8").matchAll(/from "virtual:home\/([a-z-]+)"/g)].map((match) => match[1]));
    expect(imported.sort()).toEqual(Object.keys(content).sort());
  });

  it("is the content file's, with images and signatures resolved", () => {
    const home = readHome();
    expect(content.team.members.map((member) => member.name)).toEqual(home.teamMembers.map((member) => member.name));
    for (const member of content.team.members) {
      expect(member.signatureImage.src).toBe(`/images/${member.signature}.svg`);
      expect(member.signatureImage.width).toBeGreaterThan(0);
      expect(member.avatar.widths.length).toBeGreaterThan(0);
    }
    expect(content.testimonials.testimonials).toHaveLength(home.testimonials.length);
    expect(content.cases.cards.every((card) => card.thumbnail.width > 0)).toBe(true);
  });
});
