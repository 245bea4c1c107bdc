import { caseBrowse } from "~/content/case-browse";
import { inMenuOrder } from "~/content/menu";
import { site } from "~/content/site";
import { readPages } from "~/content/store";

/** Every case study with its facts, and the facets, for the case browser: an island content module (src/content/island-content.ts). */
export default caseBrowse(
  inMenuOrder(readPages("cases"), site.menuOrder.cases),
  inMenuOrder(readPages("industries"), site.menuOrder.industries),
  inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
);
