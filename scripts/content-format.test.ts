// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorFiles, editorText } from "./content-format";

const ROOT = join(import.meta.dirname, "..");

describe("the content files", () => {
  const files = editorFiles();

  it("are every file of every collection the editor edits", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(["src/content/site.json", "src/content/home/home.yaml", "src/content/cases/retail-operations.yaml"]));
  });

  // A file in another style would be rewritten whole by the first save in the editor.
  it("are written as the editor's serializer writes them, so a save changes only what was edited (npm run content:format)", () => {
    const differing = files.filter(({ path, format, order }) => {
      const text = readFileSync(join(ROOT, path), "utf8");
      return editorText(text, format, order) !== text;
    });
    expect(differing.map((file) => file.path), "files to rewrite with npm run content:format").toEqual([]);
  });

  it("keep their data through the editor's serializer", () => {
    const { path, format, order } = files.find((file) => file.path.endsWith("retail-operations.yaml"))!;
    const text = readFileSync(join(ROOT, path), "utf8");
    expect(editorText(editorText(text, format, order), format, order)).toBe(editorText(text, format, order));
  });
});
