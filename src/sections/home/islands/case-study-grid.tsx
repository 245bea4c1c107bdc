import content from "../content/cases.content";
import { CaseStudyGrid } from "../case-study-grid";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function CaseStudyGridIsland() {
  return <CaseStudyGrid {...content} />;
}
