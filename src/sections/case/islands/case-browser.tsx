import browse from "../case-browse.content";
import type { Facet } from "~/content/case-facets";
import { CaseBrowser } from "../case-browser";

/**
 * `/case` and its facet pages as an island whose only prop is the facet the page was prerendered
 * for: the case studies and facets come with its script (decision 014).
 */
export function CaseBrowserIsland({ initial }: { initial?: Facet }) {
  return <CaseBrowser {...browse} initial={initial} />;
}
