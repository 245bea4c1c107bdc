import { factTexts } from "./counts";
import { resolveHome, type HomeContext } from "./home-page";
import { inMenuOrder } from "./menu";
import { site } from "./site";
import { readCollection, readContentCounts, readEntry, readPages } from "./store";

/*
 * The home page's content for the unit tests, read from the content store (./store.ts) and
 * resolved as `getHomeContent` resolves it for the page. Not for the site: see ./store.ts.
 */
/** What the home page counts and the capability pages it shows, as `getHomeContent` gives them. */
export const homeContext = (): HomeContext => ({
  counts: readContentCounts(),
  facts: factTexts(site.commitments),
  capabilities: inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
  cases: readPages("cases"),
});

/** The home page's entry with its images, icons and team members resolved and its counts filled, as the home page gets it. */
export const readHome = () => resolveHome(readEntry("home", "home").data, readCollection("team"), homeContext());
