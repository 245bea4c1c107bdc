import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TECHNOLOGY_NAMES } from "./brand-icons";
import { logoFiles } from "./brand-logo-files";
import { TECHNOLOGIES } from "./schema";

describe("brand logos", () => {
  it("draw a file for every technology, titled with the name the pages show", () => {
    const files = new Map(logoFiles().map(({ name, svg }) => [name, svg]));
    expect([...files.keys()].sort()).toEqual([...TECHNOLOGIES].sort());
    for (const id of TECHNOLOGIES) expect(files.get(id), id).toContain(`<title>${TECHNOLOGY_NAMES[id]}</title>`);
  });

  it("keep simple-icons out of the module pages and the editor's previews load", () => {
    // Unbundled under `npm run cms`, the package alone is 13 MB for the editor to fetch and parse.
    expect(readFileSync("src/content/brand-icons.ts", "utf8")).not.toMatch(/from "simple-icons/);
  });
});
