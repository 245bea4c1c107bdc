import { withSignatures } from "../svg-assets.server";
import { home } from "./home";

const { teamSection, teamMembers } = home();

/** What the team carousel renders, with each signature's size: an island content module (src/content/island-content.ts). */
export default { intro: teamSection, members: withSignatures(teamMembers) };
