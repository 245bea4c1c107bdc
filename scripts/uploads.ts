/*
 * Pictures uploaded in the content editor (`src/content/uploads/`, its media folder) become what
 * the artwork is: AVIF and WebP at the site's widths under `public/images/uploads/`, within the
 * same byte budget as a hero, listed in `src/content/generated/uploads.json` so that an image ID
 * `uploads/{name}` resolves like any other. Runs as Astro starts a build or dev server (the
 * `siteOutput()` integration, integrations/site-output/index.ts); a picture already encoded is skipped.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { parse } from "yaml";
import { PICTURE_FILE, UNUSABLE_UPLOADS, uploadName } from "../src/content/upload-name";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The widths and budget of a hero picture (tools/artwork): the largest kind a page shows. */
export const UPLOAD_WIDTHS = [640, 1280, 1920] as const;
export const UPLOAD_BUDGET = { width: 1280, bytes: 80_000 } as const;
const AVIF_QUALITY = { start: 66, floor: 30, step: 6 };

export type UploadEntry = { width: number; height: number; widths: number[] };
/** Where uploads come from and go; `content` (the folder entries are read from, to name those using an upload) is the source's parent unless given. */
export type UploadFolders = { source: string; images: string; manifest: string; content?: string };

export const DEFAULT_FOLDERS: UploadFolders = {
  source: join(ROOT, "src/content/uploads"),
  images: join(ROOT, "public/images/uploads"),
  manifest: join(ROOT, "src/content/generated/uploads.json"),
};

/** What the editor and the build say of a file that is not a picture. */
export const NOT_A_PICTURE = "is not a picture the site can read (a JPEG, PNG or WebP photo)";

/**
 * Writes a file whole or not at all (a sibling written, then renamed over it): the dev server and a
 * build that read it while the editor's upload is being encoded never see half of it.
 */
function writeWhole(path: string, data: string | Buffer) {
  const partial = `${path}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/**
 * Why a file's bytes cannot be used as a picture (renamed text, a truncated download), or
 * undefined when they decode: the whole picture is decoded, not only its header.
 */
export async function pictureProblem(bytes: Buffer): Promise<string | undefined> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return NOT_A_PICTURE;
    await sharp(bytes).rotate().resize({ width: 8 }).raw().toBuffer();
    return undefined;
  } catch {
    return NOT_A_PICTURE;
  }
}


/** One file under src/content that is not a picture; its lines name it, each entry that uses it, and what to do. */
export class UnusableUploads extends Error {
  constructor(readonly lines: string[]) {
    super(`${UNUSABLE_UPLOADS}\n${lines.map((line) => `  ${line}`).join("\n")}`);
    this.name = "UnusableUploads";
  }
}

/** The paths ("image.id", "team.2.portrait.id") at which `value` holds `id`. */
function pathsOf(value: unknown, id: string, path: string[] = []): string[] {
  if (value === id) return [path.join(".")];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => pathsOf(item, id, [...path, key]));
}

/** Each content file and field that names the picture `id` (an MDX file's front matter, a YAML or JSON file). */
export function usesOf(id: string, content: string) {
  const uses: { file: string; field: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!["generated", "uploads"].includes(entry.name)) walk(path);
        continue;
      }
      if (!/\.(ya?ml|mdx|json)$/.test(entry.name)) continue;
      const text = readFileSync(path, "utf8");
      if (!text.includes(id)) continue;
      let data: unknown;
      try {
        data = entry.name.endsWith(".mdx") ? parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : parse(text);
      } catch {
        continue;
      }
      for (const field of pathsOf(data, id)) uses.push({ file: `src/content/${relative(content, path).split("\\").join("/")}`, field });
    }
  };
  if (existsSync(content)) walk(content);
  return uses;
}

export { uploadName };

/** The widths a picture gets: the site's widths up to its own, and at least the smallest. */
export function widthsFor(width: number) {
  const fitting = UPLOAD_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? [...fitting] : [width];
}

async function encode(file: string, name: string, folders: UploadFolders): Promise<UploadEntry> {
  const input = readFileSync(file);
  const { width = 0, height = 0 } = await sharp(input).rotate().metadata();
  if (!width || !height) throw new Error(`${basename(file)} ${NOT_A_PICTURE}`);
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
    writeWhole(join(folders.images, `${name}-${w}.avif`), avif);
    writeWhole(join(folders.images, `${name}-${w}.webp`), await resized().webp({ quality: 80, effort: 4 }).toBuffer());
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

/**
 * Encodes new and changed uploads and rewrites the manifest; returns the IDs it encoded. A file
 * that is not a picture is left out of the manifest, and once the others are done it throws
 * `UnusableUploads`, naming that file, each entry and field that uses it, and what to do.
 */
export async function processUploads(folders: UploadFolders = DEFAULT_FOLDERS) {
  const previous = readManifest(folders.manifest);
  const files = existsSync(folders.source) ? readdirSync(folders.source).filter((file) => PICTURE_FILE.test(file)).sort() : [];
  const manifest: Record<string, UploadEntry> = {};
  const encoded: string[] = [];
  const unusable: string[] = [];
  const content = folders.content ?? join(folders.source, "..");
  for (const file of files) {
    const name = uploadName(file);
    const id = `uploads/${name}`;
    if (manifest[id]) throw new Error(`Two uploads are both named ${id}: rename one of them`);
    const path = join(folders.source, file);
    if (isFresh(path, name, previous[id], folders)) {
      manifest[id] = previous[id]!;
      continue;
    }
    if (await pictureProblem(readFileSync(path))) {
      const shown = `src/content/${relative(content, path).split("\\").join("/")}`;
      unusable.push(`${shown}: ${NOT_A_PICTURE}: delete it (Uploaded photos, at the top of the content editor) and upload the photo again`);
      for (const use of usesOf(id, content))
        unusable.push(`${use.file}: ${use.field}: ${id} is the upload ${shown}, which ${NOT_A_PICTURE}: choose another picture under Which picture, or upload the photo again`);
      continue;
    }
    manifest[id] = await encode(path, name, folders);
    encoded.push(id);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(folders.manifest) || readFileSync(folders.manifest, "utf8") !== text) writeWhole(folders.manifest, text);
  if (unusable.length > 0) throw new UnusableUploads(unusable);
  return encoded;
}
