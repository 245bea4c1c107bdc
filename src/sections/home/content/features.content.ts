import { home } from "./home";

/** What the features island renders: an island content module (src/content/island-content.ts). */
export default { intro: home().featuresSection };
