/** Modules the build makes up (astro.config.mjs). */
declare module "virtual:site-navigation" {
  const navigation: import("./content/navigation").SiteNavigation;
  export default navigation;
}
