import content from "../content/team-stats.content";
import { TeamStats } from "../team-stats";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function TeamStatsIsland() {
  return <TeamStats {...content} />;
}
