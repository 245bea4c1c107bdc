import { home } from "./home";

const { caseSection, caseCards } = home();

/** What the case-study grid renders: an island content module (src/content/island-content.ts). */
export default { intro: caseSection, cards: caseCards };
