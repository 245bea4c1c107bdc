import type { Loader, LoaderContext } from "astro/loaders";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse } from "devalue";
import { readFileSync } from "node:fs";
import { BUILD_STORE } from "./store";
import { contentProblemsOf, fieldProblems, keepLastGoodInDev, pagesFed, type ContentProblem } from "./dev-problems";

const schema = z.object({ title: z.string(), client: z.string() });
type Stored = { id: string; data: Record<string, unknown>; digest?: string };

/** A loader that parses each file's data as Astro's glob loader does, storing what passes. */
function fakeGlob(files: Record<string, Record<string, unknown>>): Loader {
  return {
    name: "fake-glob",
    load: async ({ parseData, store }) => {
      for (const [id, data] of Object.entries(files)) {
        const parsed = await parseData({ id, data, filePath: `/project/src/content/cases/${id}.yaml` });
        store.set({ id, data: parsed, digest: `digest of ${id}` });
      }
    },
  };
}

/** Just enough of the content layer's context: Astro's `parseData` throws on data the schema refuses. */
function contextOf(stored: Stored[], dev: boolean) {
  const entries = new Map(stored.map((entry) => [entry.id, entry]));
  const warnings: string[] = [];
  const context = {
    collection: "cases",
    config: { root: new URL("file:///nowhere-a-repository/") },
    logger: { warn: (message: string) => warnings.push(message) },
    watcher: dev ? {} : undefined,
    parseData: async ({ data }: { data: unknown }) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new Error("cases → retail data does not match collection schema.");
      return result.data;
    },
    store: { get: (id: string) => entries.get(id), set: (entry: Stored) => (entries.set(entry.id, entry), true) },
  };
  return { context: context as unknown as LoaderContext, entries, warnings };
}

const lastGood = { id: "retail", data: { title: "Retail operations", client: "A chain of 27 stores" }, digest: "old" };

describe("a content file the schema refuses, on the dev server", () => {
  it("keeps the entry's last good version, under a digest that makes the next sync read the file again", async () => {
    const { context, entries, warnings } = contextOf([lastGood], true);
    await keepLastGoodInDev(fakeGlob({ retail: { title: "Retail operations" } }), schema, "cases").load(context);
    expect(entries.get("retail")).toEqual({ ...lastGood, digest: "refused" });
    expect(warnings).toEqual([
      "src/content/cases/retail.yaml: client: is missing (it must be text). The local site shows its last good version until it is fixed.",
    ]);
    expect(contentProblemsOf("/case/retail")).toEqual([
      { collection: "cases", id: "retail", file: "src/content/cases/retail.yaml", fields: ["client: is missing (it must be text)"] },
    ]);
  });

  it("leaves out an entry that never had a good version, and forgets the problem once the file is fixed", async () => {
    const { context, entries } = contextOf([], true);
    await keepLastGoodInDev(fakeGlob({ retail: { title: 42, client: "A chain" } }), schema, "cases").load(context);
    expect(entries.has("retail")).toBe(false);
    expect(contentProblemsOf("/case/retail/")[0]?.fields).toEqual(["title: must be text, not a number: put it in quotes"]);

    await keepLastGoodInDev(fakeGlob({ retail: lastGood.data }), schema, "cases").load(context);
    expect(entries.get("retail")).toEqual({ id: "retail", data: lastGood.data, digest: "digest of retail" });
    expect(contentProblemsOf("/case/retail")).toEqual([]);
  });

  it("fails a build or a sync (no file watcher) as Astro does", async () => {
    const { context, entries } = contextOf([lastGood], false);
    const load = keepLastGoodInDev(fakeGlob({ retail: { title: "Retail operations" } }), schema, "cases").load(context);
    await expect(load).rejects.toThrow("does not match collection schema");
    expect(entries.get("retail")).toBe(lastGood);
  });
});

describe("the pages a refused file's notice shows on", () => {
  const problem = (collection: string, id: string): ContentProblem => ({ collection, id, file: `${collection}/${id}`, fields: [] });

  it("are the pages its entry feeds, and no others", () => {
    const problems = [problem("cases", "retail"), problem("team", "nandini-rao"), problem("legal", "privacy"), problem("insights", "a")];
    const files = (path: string) => contentProblemsOf(path, problems).map(({ file }) => file);
    expect(files("/case/retail")).toEqual(["cases/retail"]);
    expect(files("/")).toEqual(["team/nandini-rao"]);
    expect(files("/about")).toEqual(["team/nandini-rao"]);
    expect(files("/privacy")).toEqual(["legal/privacy"]);
    expect(files("/insights/a")).toEqual(["insights/a"]);
    expect(files("/case/loan-core-migration")).toEqual([]);
  });

  it("are known for every collection the site loads", () => {
    const stored = [...(parse(readFileSync(BUILD_STORE, "utf8")) as Map<string, unknown>).keys()];
    const collections = stored.filter((name) => !name.startsWith("meta::"));
    expect(collections).toContain("cases");
    for (const collection of collections) expect(pagesFed(collection, "x"), collection).not.toEqual([]);
  });
});

describe("what a refused field says", () => {
  it("names a missing field, a wrong type and the schema's own words", () => {
    const result = z.object({ a: z.string(), b: z.array(z.string()), c: z.string().min(3, "at least 3 characters") }).safeParse({ b: "x", c: "ab" });
    expect(fieldProblems(result.error!)).toEqual(["a: is missing (it must be text)", "b: must be a list, not text", "c: at least 3 characters"]);
  });
});
