import type { EntryRef, LinkedCollection } from "./schema";

/*
 * Links between entries are Astro's `reference()` (src/content.config.ts): the content layer
 * stores each as `{ collection, id }` but, for collections read by a loader, does not check that
 * the entry exists. This does, for every link of every entry at once, naming the file and field.
 */

/** What a visitor calls an entry of each collection that can be linked. */
const NOUNS: Record<LinkedCollection, string> = {
  capabilities: "capability page",
  industries: "industry page",
  cases: "case study",
  team: "team member",
};

type Entry = { id: string; data: unknown; filePath?: string };

function isRef(value: unknown): value is EntryRef {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "collection" && keys[1] === "id" && (value as EntryRef).collection in NOUNS;
}

/** Every link in a value, with its field path (`facts.capabilities.1`). */
function linksIn(value: unknown, path: string[] = []): { path: string; ref: EntryRef }[] {
  if (isRef(value)) return [{ path: path.join("."), ref: value }];
  if (value instanceof Date || typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => linksIn(inner, [...path, key]));
}

/**
 * Each link that leads nowhere, as `file: field: what is missing`. `entries` holds every
 * collection's entries by collection name; `fileOf` names an entry's file when the store did not.
 */
export function referenceProblems(entries: Record<string, readonly Entry[]>): string[] {
  const ids = new Map(Object.entries(entries).map(([collection, list]) => [collection, new Set(list.map((entry) => entry.id))]));
  return Object.entries(entries).flatMap(([collection, list]) =>
    list.flatMap((entry) =>
      linksIn(entry.data).flatMap(({ path, ref }) =>
        ids.get(ref.collection)?.has(ref.id)
          ? []
          : [
              `${entry.filePath ?? `src/content/${collection}/${entry.id}`}: ${path}: no ${NOUNS[ref.collection]} "${ref.id}" (src/content/${ref.collection}/)`,
            ],
      ),
    ),
  );
}
