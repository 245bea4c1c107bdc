import { readCollection, readSite } from "./files";
import { inMenuOrder, siteNavigation } from "./menu";
import type { SiteNavigation } from "./navigation";

/**
 * The header's menus, read from the content files at build time. The menus' islands import it as
 * `virtual:site-navigation` (see astro.config.mjs), so it travels in their cached script instead
 * of in every page's HTML as props.
 */
export function readSiteNavigation(): SiteNavigation {
  const site = readSite();
  return siteNavigation({
    services: inMenuOrder(Object.values(readCollection("services")), site.menuOrder.services),
    products: inMenuOrder(Object.values(readCollection("products")), site.menuOrder.products),
    cases: inMenuOrder(Object.values(readCollection("case")), site.menuOrder.cases),
  });
}
