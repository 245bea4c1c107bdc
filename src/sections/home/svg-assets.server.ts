import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "~/content/load";

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

/** The words for a signature that has no SVG, naming the member's file and field. */
export const unknownSignature = (member: { id: string; signature: string }) =>
  `src/content/team/${member.id}.yaml: signature: Unknown signature "${member.signature}": choose one from the list in the content editor`;

/**
 * `signature` is an image id: the file is `public/images/{signature}.svg`. One that does not exist
 * fails the build naming the member's file and field; under `astro dev` the member is shown
 * without it, and the warning says the same words.
 */
export function withSignatures<T extends { id: string; signature: string }>(members: T[], dev: boolean) {
  return members.map((member) => {
    if (existsSync(join(process.cwd(), "public/images", `${member.signature}.svg`)))
      return { ...member, signatureImage: svgAsset(`/images/${member.signature}.svg`) };
    if (!dev) throw new ContentError(unknownSignature(member));
    console.warn(unknownSignature(member));
    return { ...member, signatureImage: undefined };
  });
}

/** The signatures there are, as image ids (`signatures/meera-iyer`), for the content editor's choice. */
export function signatureCatalogue() {
  return readdirSync(join(process.cwd(), "public/images/signatures"))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => `signatures/${name.slice(0, -".svg".length)}`)
    .sort();
}
