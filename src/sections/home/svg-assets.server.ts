import { readFileSync } from "node:fs";
import { join } from "node:path";

/** An SVG from `public/`, with the intrinsic size an `<img>` needs to reserve its box. */
export type SvgAsset = { src: string; width: number; height: number };

/** Reads an SVG's size at build time (prerender), so wordmarks and signatures never shift layout. */
function svgAsset(src: string): SvgAsset {
  const file = join(process.cwd(), "public", src);
  const svg = readFileSync(file, "utf8");
  const attribute = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1]);
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = attribute("width") || Number(viewBox?.[1]);
  const height = attribute("height") || Number(viewBox?.[2]);
  if (!width || !height) throw new Error(`${file}: the SVG needs width and height or a viewBox`);
  return { src, width, height };
}

/** "Quarry & Co" → "quarry-and-co": the file name of a client's wordmark. */
export function clientLogoSlug(name: string) {
  return name
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function clientLogos(names: string[]) {
  return names.map((name) => ({ name, ...svgAsset(`/images/clients/${clientLogoSlug(name)}.svg`) }));
}

/** `signature` is an image id: the file is `public/images/{signature}.svg`. */
export function withSignatures<T extends { signature: string }>(members: T[]) {
  return members.map((member) => ({ ...member, signatureImage: svgAsset(`/images/${member.signature}.svg`) }));
}
