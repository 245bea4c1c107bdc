import { factTexts } from "~/content/counts";
import { resolveHome, type HomeContext } from "~/content/home-page";
import { inMenuOrder } from "~/content/menu";
import { site } from "~/content/site";
import { readCollection, readContentCounts, readEntry, readPages } from "~/content/store";

/** What the home page counts and the capability pages it shows, read from the content store. */
export const homeContext = (): HomeContext => ({
  counts: readContentCounts(),
  facts: factTexts(site.commitments),
  capabilities: inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
  cases: readPages("cases"),
});

/** The home page's entry with its images, icons and team members resolved and its counts filled, for the home islands' content modules. */
export const home = () => resolveHome(readEntry("home", "home").data, readCollection("team"), homeContext());
