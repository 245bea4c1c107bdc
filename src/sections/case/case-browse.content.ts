import { caseBrowse } from "~/content/case-browse";
import { newestFirst } from "~/content/case-dates";
import { inMenuOrder } from "~/content/menu";
import { site } from "~/content/site";
import { readPages } from "~/content/store";

/** Every case study with its facts, and the facets, for the case browser: an island content module (src/content/island-content.ts). */
export default caseBrowse(
  newestFirst(readPages("cases")),
  inMenuOrder(readPages("industries"), site.menuOrder.industries),
  inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
);
