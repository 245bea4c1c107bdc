import { home } from "./home";

const { techSection, technologies } = home();

/** What the technology island renders: an island content module (src/content/island-content.ts). */
export default { intro: techSection, technologies };
