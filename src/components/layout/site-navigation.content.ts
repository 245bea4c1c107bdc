import { inMenuOrder, siteNavigation } from "~/content/menu";
import { site } from "~/content/site";
import { readPages } from "~/content/store";

/** The header menus' links, in menu order: an island content module (src/content/island-content.ts). */
export default siteNavigation({
  services: inMenuOrder(readPages("services"), site.menuOrder.services),
  products: inMenuOrder(readPages("products"), site.menuOrder.products),
  cases: inMenuOrder(readPages("cases"), site.menuOrder.cases),
});
