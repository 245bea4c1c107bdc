import { newestFirst } from "~/content/case-dates";
import { inMenuOrder, siteNavigation } from "~/content/menu";
import { site } from "~/content/site";
import { readPages } from "~/content/store";

/** The header menus' links, in menu order: an island content module (src/content/island-content.ts). */
export default siteNavigation({
  industries: inMenuOrder(readPages("industries"), site.menuOrder.industries),
  capabilities: inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
  cases: newestFirst(readPages("cases")),
});
