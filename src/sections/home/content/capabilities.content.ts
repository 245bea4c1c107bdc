import { home } from "./home";

const { capabilitySection, capabilityTiles } = home();

/** What the capability island renders: an island content module (src/content/island-content.ts). */
export default { intro: capabilitySection, tiles: capabilityTiles };
