import content from "../content/tech.content";
import { TechStack } from "../tech-stack";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function TechStackIsland() {
  return <TechStack {...content} />;
}
