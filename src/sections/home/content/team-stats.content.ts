import { home } from "./home";

const { statsPanel, statistics, teamImage } = home();

/** What the stats island renders: an island content module (src/content/island-content.ts). */
export default { statsPanel, statistics, teamImage };
