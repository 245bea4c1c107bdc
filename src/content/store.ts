import type { CollectionEntry, CollectionKey } from "astro:content";
import { parse } from "devalue";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { countsOf, type ContentCounts } from "./counts";

/*
 * The content collections for the tests: what Astro's content layer stored when it last synced
 * (`astro build`, `astro sync`, `astro check`), each entry already validated by its schema in
 * `src/content.config.ts`. Read by the unit tests (their setup syncs first) and by the end-to-end
 * tests (after a build). The site itself reads the same entries with `getCollection` and
 * `getEntry` (src/content/index.ts): this file is Astro's own, not an API, so no page, island or
 * script may import this module (the lint configuration refuses it outside tests).
 */

/** Where `astro build` and `astro sync` keep the store (the config's `cacheDir`), from the project's folder. */
export const BUILD_STORE = resolve("node_modules/.astro/data-store.json");

type StoredEntry = { id: string; data: unknown; body?: string; filePath?: string };

/** Every entry of a collection, in the order of its ids (file names); `storeFile` for a process that runs outside the project's folder. */
export function readCollection<C extends CollectionKey>(collection: C, storeFile = BUILD_STORE): CollectionEntry<C>[] {
  if (!existsSync(storeFile)) throw new Error(`No content store at ${storeFile}: run \`npx astro sync\` (or a build) first`);
  const store = parse(readFileSync(storeFile, "utf8")) as Map<string, Map<string, StoredEntry>>;
  const entries = store.get(collection);
  if (!entries)
    throw new Error(`The content store has no collection "${collection}": run \`npx astro sync\` after changing src/content.config.ts`);
  return [...entries.values()]
    .map((entry) => ({ ...entry, collection }) as unknown as CollectionEntry<C>)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** One entry, or an error naming it. */
export function readEntry<C extends CollectionKey>(collection: C, id: string): CollectionEntry<C> {
  const entry = readCollection(collection).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`The collection "${collection}" has no entry "${id}"`);
  return entry;
}

/** A collection's entries as the pages get them (`src/content/index.ts`): the data, with the id as `slug`. */
export function readPages<C extends CollectionKey>(collection: C): (CollectionEntry<C>["data"] & { slug: string })[] {
  return readCollection(collection).map(({ id, data }) => ({ slug: id, ...data }));
}

/** How many entries each counted collection holds (./counts.ts), as the pages count them. */
export function readContentCounts(): ContentCounts {
  return countsOf({
    cases: readCollection("cases"),
    capabilities: readCollection("capabilities"),
    industries: readCollection("industries"),
    articles: readCollection("insights"),
    practices: readEntry("about", "about").data.organisation.teams,
  });
}

