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

/** Whether the dev server is running: it shows a broken picture instead of failing its pages. */
const DEV = import.meta.env?.MODE === "development";

/**
 * Looks an image up in the generated manifest. An unknown ID fails the build, naming `where` (the
 * file and field); on the dev server, the page shows a placeholder that says the same, and every
 * other page goes on working.
 */
export function resolveImage(ref: ImageRef, where?: string): ResolvedImage {
  const entry = images[ref.id];
  if (entry) return { ...ref, ...entry };
  const message = `${where ? `${where}: ` : ""}Unknown picture "${ref.id}": choose one from the list in the content editor, or generate it with tools/artwork`;
  if (!DEV) throw new ContentError(message);
  console.warn(message);
  return { ...ref, width: 1600, height: 900, widths: [], missing: message };
}
