import content from "../content/team.content";
import { TeamCarousel } from "../team-carousel";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function TeamCarouselIsland() {
  return <TeamCarousel {...content} />;
}
