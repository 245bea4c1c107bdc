import manifest from "./generated/images.json";
import uploads from "./generated/uploads.json";
import { ContentError } from "./load";
import type { ImageRef } from "./schema";

type ManifestEntry = { width: number; height: number; widths: number[] };

/** An image ready for `<Picture>`: every size that exists, and its intrinsic dimensions. */
export type ResolvedImage = ImageRef & ManifestEntry;

// Drawn artwork, then pictures uploaded in the content editor (`uploads/{name}`, scripts/uploads.ts).
const images: Record<string, ManifestEntry> = { ...manifest, ...(uploads as Record<string, ManifestEntry>) };

/** Looks an image up in the generated manifest; an unknown id fails the build. */
export function resolveImage(ref: ImageRef): ResolvedImage {
  const entry = images[ref.id];
  if (!entry) throw new ContentError(`Unknown image "${ref.id}": generate it with tools/artwork or fix the id`);
  return { ...ref, ...entry };
}
