import { resolveHome } from "~/content/home-page";
import { readEntry } from "~/content/store";

/** The home page's entry with its images and icons resolved, for the home islands' content modules. */
export const home = () => resolveHome(readEntry("home", "home").data);
