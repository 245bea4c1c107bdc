import data from "./site.json";
import { parseContent } from "./load";
import { siteSchema, type SiteConfig } from "./site-schema";

// A build for another address (preview, CI) links to itself: Astro's builds read `site` from
// astro.config.mjs (SITE_URL there), Node scripts read `SITE_URL`.
const urlOverride = import.meta.env?.SITE || (typeof process !== "undefined" && process.env.SITE_URL) || "";

const raw = { ...data, url: urlOverride || data.url };

/**
 * Company facts in one place, edited in `site.json`. Validated at import on the server and in
 * Node, so a broken file fails the build naming the field; browser bundles (the header imports
 * this) take the data as checked there and carry no zod.
 */
export const site: SiteConfig =
  import.meta.env?.SSR === false ? (raw as SiteConfig) : parseContent("src/content/site.json", raw, siteSchema);

export const fullAddress = [
  site.address.streetAddress,
  site.address.locality,
  `${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");

export function absoluteUrl(path: string) {
  return new URL(path, site.url).toString();
}
