import { describe, expect, it } from "vitest";
import type { DecapField } from "./decap-fields";
import { forms, schemaKeys, SCHEMAS, withPaths } from "./forms.testing";

/*
 * What the editor saves, the build reads: for every field of every form with limits or a pattern,
 * values at and beyond each edge (one character short, exactly the limit, one over, padded with
 * spaces the build trims) are accepted by the editor exactly when the build's schema accepts
 * them. A field whose editor check and schema disagree at an edge fails here, naming both.
 */

/** Values at and around a field's edges. */
function edges(limits: { min?: number; max?: number }): string[] {
  const lengths = [limits.min, limits.max].flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1])).filter((n) => n >= 1);
  const word = (n: number) => "abcde fghij".repeat(Math.ceil(n / 11)).slice(0, n).replace(/ $/, "x");
  return lengths.flatMap((n) => [word(n), `  ${word(n)}  `, `${word(n)}\n`]);
}

/** Whether Decap's own checks of a text field accept a value: its pattern, as the field carries it. */
const editorAccepts = (field: DecapField, value: string) => !field.pattern || new RegExp(field.pattern[0]).test(value);

describe("every text the editor accepts at an edge of its limits", () => {
  it("is one the build accepts, and the other way round", () => {
    const disagreements: string[] = [];
    let tried = 0;
    for (const form of forms) {
      const keys = new Map(schemaKeys(SCHEMAS[form.name]!).map((key) => [key.path, key.layers[0]!]));
      for (const { path, field } of withPaths(form.fields)) {
        const limits = field.limits as { min?: number; max?: number } | undefined;
        const schema = keys.get(path);
        if (!limits || !schema) continue;
        for (const value of edges(limits)) {
          tried++;
          const editor = editorAccepts(field, value);
          const build = schema.safeParse(value).success;
          if (editor !== build) disagreements.push(`${form.name}: ${path}: ${JSON.stringify(value)} (${value.length} characters): editor ${editor ? "accepts" : "refuses"}, build ${build ? "accepts" : "refuses"}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
