import type { PageIcon } from "./schema";

// Types only: browser components import these through `~/content`, which must not bring
// `astro:content` (or any content) into their bundles.

export type NavLink = { title: string; href: string; description: string; icon?: PageIcon };

/** The links shared by the header, footer and home page, in menu order. */
export type SiteNavigation = { industries: NavLink[]; capabilities: NavLink[]; cases: NavLink[] };
