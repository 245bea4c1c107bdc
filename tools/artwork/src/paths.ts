/**
 * Where the tool reads and writes. Everything is resolved from this folder, not the working
 * directory: the tool lives at tools/artwork inside the site.
 */
import { join, resolve } from "node:path";

export const TOOL = resolve(import.meta.dirname, "..");
export const SITE = resolve(TOOL, "..", "..");

let outRoot = SITE;

/** Writes into a stand-in root laid out like the site (public/…, src/content/generated/…) instead of the site. */
export function setOutRoot(dir: string) {
  outRoot = resolve(dir);
}

export const outDir = () => outRoot;
export const publicDir = () => join(outRoot, "public");
export const manifestFile = () => join(outRoot, "src", "content", "generated", "images.json");
