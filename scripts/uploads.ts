/*
 * Pictures uploaded in the content editor (`src/content/uploads/`, its media folder) become what
 * the artwork is: AVIF and WebP at the site's widths under `public/images/uploads/`, within the
 * same byte budget as a hero, listed in `src/content/generated/uploads.json` so that an image ID
 * `uploads/{name}` resolves like any other. Runs as Astro starts a build or dev server (the
 * `siteOutput()` integration, integrations/site-output/index.ts); a picture already encoded is skipped.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { uploadName } from "../src/content/upload-name";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The widths and budget of a hero picture (tools/artwork): the largest kind a page shows. */
export const UPLOAD_WIDTHS = [640, 1280, 1920] as const;
export const UPLOAD_BUDGET = { width: 1280, bytes: 80_000 } as const;
const AVIF_QUALITY = { start: 66, floor: 30, step: 6 };
const PICTURE = /\.(jpe?g|png|webp|avif)$/i;

export type UploadEntry = { width: number; height: number; widths: number[] };
export type UploadFolders = { source: string; images: string; manifest: string };

export const DEFAULT_FOLDERS: UploadFolders = {
  source: join(ROOT, "src/content/uploads"),
  images: join(ROOT, "public/images/uploads"),
  manifest: join(ROOT, "src/content/generated/uploads.json"),
};

export { uploadName };

/** The widths a picture gets: the site's widths up to its own, and at least the smallest. */
export function widthsFor(width: number) {
  const fitting = UPLOAD_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? [...fitting] : [width];
}

async function encode(file: string, name: string, folders: UploadFolders): Promise<UploadEntry> {
  const input = readFileSync(file);
  const { width = 0, height = 0 } = await sharp(input).rotate().metadata();
  if (!width || !height) throw new Error(`${basename(file)} is not a picture sharp can read`);
  const widths = widthsFor(width);
  mkdirSync(folders.images, { recursive: true });
  for (const w of widths) {
    const resized = () => sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
    const budget = w === UPLOAD_BUDGET.width ? UPLOAD_BUDGET.bytes : Infinity;
    let quality = AVIF_QUALITY.start;
    let avif = await resized().avif({ quality, effort: 2 }).toBuffer();
    while (avif.length > budget && quality > AVIF_QUALITY.floor) {
      quality -= AVIF_QUALITY.step;
      avif = await resized().avif({ quality, effort: 2 }).toBuffer();
    }
    if (avif.length > budget) throw new Error(`${basename(file)} stays over ${budget / 1000} KB at ${w} px wide even at AVIF quality ${quality}`);
    writeFileSync(join(folders.images, `${name}-${w}.avif`), avif);
    writeFileSync(join(folders.images, `${name}-${w}.webp`), await resized().webp({ quality: 80, effort: 4 }).toBuffer());
  }
  const scaled = Math.min(width, widths.at(-1)!);
  return { width: scaled, height: Math.round((height * scaled) / width), widths };
}

function readManifest(file: string): Record<string, UploadEntry> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, UploadEntry>) : {};
}

const isFresh = (file: string, name: string, entry: UploadEntry | undefined, folders: UploadFolders) =>
  entry !== undefined &&
  entry.widths.every((w) =>
    [".avif", ".webp"].every((ext) => {
      const out = join(folders.images, `${name}-${w}${ext}`);
      return existsSync(out) && statSync(out).mtimeMs >= statSync(file).mtimeMs;
    }),
  );

/** Encodes new and changed uploads and rewrites the manifest; returns the IDs it encoded. */
export async function processUploads(folders: UploadFolders = DEFAULT_FOLDERS) {
  const previous = readManifest(folders.manifest);
  const files = existsSync(folders.source) ? readdirSync(folders.source).filter((file) => PICTURE.test(file)).sort() : [];
  const manifest: Record<string, UploadEntry> = {};
  const encoded: string[] = [];
  for (const file of files) {
    const name = uploadName(file);
    const id = `uploads/${name}`;
    if (manifest[id]) throw new Error(`Two uploads are both named ${id}: rename one of them`);
    const path = join(folders.source, file);
    if (isFresh(path, name, previous[id], folders)) {
      manifest[id] = previous[id]!;
      continue;
    }
    manifest[id] = await encode(path, name, folders);
    encoded.push(id);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(folders.manifest) || readFileSync(folders.manifest, "utf8") !== text) writeFileSync(folders.manifest, text);
  return encoded;
}
