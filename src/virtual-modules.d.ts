/** Modules the build makes up (astro.config.mjs). */
declare module "virtual:site-navigation" {
  const navigation: import("./content/navigation").SiteNavigation;
  export default navigation;
}

/**
 * One part of the home page's content, for the island that renders it. Declared one by one: an
 * ambient module's name can have a wildcard, but its type cannot depend on what the wildcard
 * matched.
 */
declare module "virtual:home/team-stats" {
  const content: import("./sections/home/island-content").HomeIslandContent["team-stats"];
  export default content;
}
declare module "virtual:home/features" {
  const content: import("./sections/home/island-content").HomeIslandContent["features"];
  export default content;
}
declare module "virtual:home/capabilities" {
  const content: import("./sections/home/island-content").HomeIslandContent["capabilities"];
  export default content;
}
declare module "virtual:home/cases" {
  const content: import("./sections/home/island-content").HomeIslandContent["cases"];
  export default content;
}
declare module "virtual:home/tech" {
  const content: import("./sections/home/island-content").HomeIslandContent["tech"];
  export default content;
}
declare module "virtual:home/team" {
  const content: import("./sections/home/island-content").HomeIslandContent["team"];
  export default content;
}
declare module "virtual:home/testimonials" {
  const content: import("./sections/home/island-content").HomeIslandContent["testimonials"];
  export default content;
}
declare module "virtual:case-browse" {
  const browse: import("./content/case-browse").CaseBrowse;
  export default browse;
}
