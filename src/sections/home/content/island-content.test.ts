import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEntry } from "~/content/store";
import cases from "./cases.content";
import team from "./team.content";
import testimonials from "./testimonials.content";
import { signatureCatalogue, withSignatures } from "../svg-assets.server";

const ISLANDS = join(__dirname, "..", "islands");

describe("the home page's island content", () => {
  it("has a module for every island that imports one, and no module no island reads", () => {
    const imported = readdirSync(ISLANDS)
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) =>
        [...readFileSync(join(ISLANDS, file), "utf8").matchAll(/from "\.\.\/content\/([a-z-]+)\.content"/g)].map((match) => match[1]),
      );
    const modules = readdirSync(__dirname)
      .filter((file) => file.endsWith(".content.ts"))
      .map((file) => file.replace(/\.content\.ts$/, ""));
    expect(imported.sort()).toEqual(modules.sort());
  });

  it("is the home entry's, with its team members, images and signatures resolved", () => {
    const home = readEntry("home", "home").data;
    expect(team.members.map((member) => member.id)).toEqual(home.teamMembers.map((ref) => ref.id));
    expect(team.members.map((member) => member.name)).toEqual(home.teamMembers.map((ref) => readEntry("team", ref.id).data.name));
    for (const member of team.members) {
      expect(member.signatureImage?.src).toBe(`/images/${member.signature}.svg`);
      expect(member.signatureImage?.width).toBeGreaterThan(0);
      expect(member.avatar.widths.length).toBeGreaterThan(0);
    }
    expect(testimonials.testimonials).toHaveLength(home.testimonials.length);
    // A signature with no SVG fails the build naming the member's file and field; under astro dev the member shows without it.
    const [first] = team.members;
    const ghost = { ...first!, signature: "signatures/nobody" };
    expect(() => withSignatures([ghost], false)).toThrow(
      `src/content/team/${first!.id}.yaml: signature: Unknown signature "signatures/nobody": choose one from the list in the content editor`,
    );
    expect(withSignatures([ghost], true)[0]!.signatureImage).toBeUndefined();
    expect(signatureCatalogue()).toContain(first!.signature);
    expect(cases.cards.every((card) => card.thumbnail.width > 0)).toBe(true);
  });
});
