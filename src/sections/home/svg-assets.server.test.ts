import { describe, expect, it } from "vitest";
import { readHome } from "~/content/home-store";
import { readEntry } from "~/content/store";
import { signatureCatalogue, withSignatures } from "./svg-assets.server";

describe("the team's signatures", () => {
  const members = withSignatures(readHome().teamMembers, false);

  it("are the home entry's members, in its order, each with their signature's SVG and size", () => {
    const home = readEntry("home", "home").data;
    expect(members.map((member) => member.id)).toEqual(home.teamMembers.map((ref) => ref.id));
    for (const member of members) {
      expect(member.signatureImage?.src).toBe(`/images/${member.signature}.svg`);
      expect(member.signatureImage?.width).toBeGreaterThan(0);
      expect(member.avatar.widths.length).toBeGreaterThan(0);
    }
    expect(signatureCatalogue()).toContain(members[0]!.signature);
  });

  it("fail the build on a signature with no SVG, naming the member's file and field; under astro dev the member shows without it", () => {
    const [first] = members;
    const ghost = { ...first!, signature: "signatures/nobody" };
    expect(() => withSignatures([ghost], false)).toThrow(
      `src/content/team/${first!.id}.yaml: signature: Unknown signature "signatures/nobody": choose one from the list in the content editor`,
    );
    expect(withSignatures([ghost], true)[0]!.signatureImage).toBeUndefined();
  });
});
