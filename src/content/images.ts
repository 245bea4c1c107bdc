import manifest from "./generated/images.json";
import uploads from "./generated/uploads.json";
import { ContentError } from "./load";
import type { ResolvedImage } from "~/components/ui/picture";
import type { ImageRef } from "./schema";

type ManifestEntry = { width: number; height: number; widths: number[] };

export type { ResolvedImage };

// Drawn artwork, then pictures uploaded in the content editor (`uploads/{name}`, scripts/uploads.ts).
const images: Record<string, ManifestEntry> = { ...manifest, ...(uploads as Record<string, ManifestEntry>) };

/** Every picture an ID can name, with its smallest width (for the content editor's thumbnails). */
export function pictureCatalogue() {
  return Object.entries(images)
    .map(([id, entry]) => ({ id, width: entry.widths[0]! }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Whether the dev server is running: there a broken picture is drawn on its page, not a failed build. */
const isDev = () => import.meta.env?.MODE === "development";

/** Each unknown picture is reported once per build, however many pages list its entry. */
const reported = new Set<string>();

/**
 * Looks an image up in the generated manifest. An unknown ID never throws here, so the pages that
 * only list its entry (the home page, /insights, the feed, a case study's related articles) are
 * built with a card that has no picture, and the build prints a warning naming `where` (the file
 * and field). The entry's own page fails the build with the same words (`ownPictures`).
 */
export function resolveImage(ref: ImageRef, where?: string): ResolvedImage {
  const entry = images[ref.id];
  if (entry) return { ...ref, ...entry };
  const message = `${where ? `${where}: ` : ""}Unknown picture "${ref.id}": choose one from the list in the content editor, or generate it with tools/artwork`;
  if (!reported.has(message)) {
    reported.add(message);
    console.warn(isDev() ? message : `${message}. Pages that list this entry show it without the picture; its own page fails the build.`);
  }
  return { ...ref, width: 1600, height: 900, widths: [], missing: message };
}

/** Every message of a picture that does not exist, anywhere in a resolved entry. */
export function missingPictures(value: unknown, seen = new Set<unknown>()): string[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) return value.flatMap((item) => missingPictures(item, seen));
  const missing = (value as { missing?: unknown }).missing;
  if (typeof missing === "string") return [missing];
  return Object.values(value).flatMap((item) => missingPictures(item, seen));
}

/**
 * The pictures of the entry a page is the page of (an article's, a case study's, the home page's
 * own fields): in a build, any that does not exist fails this page with a message naming the
 * file and field of each. The dev server shows the placeholder instead.
 */
export function ownPictures<T>(entry: T): T {
  const problems = [...new Set(missingPictures(entry))];
  if (problems.length > 0 && !isDev()) throw new ContentError(`A picture this page shows does not exist:\n  ${problems.join("\n  ")}`);
  return entry;
}
