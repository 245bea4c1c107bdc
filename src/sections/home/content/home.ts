import { resolveHome } from "~/content/home-page";
import { readCollection, readEntry } from "~/content/store";

/** The home page's entry with its images, icons and team members resolved, for the home islands' content modules. */
export const home = () => resolveHome(readEntry("home", "home").data, readCollection("team"));
