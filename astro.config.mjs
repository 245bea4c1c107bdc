import mdx from "@astrojs/mdx";
import { rehypeHeadingIds } from "@astrojs/markdown-remark";
import react from "@astrojs/react";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { decapCms } from "./src/cms/integration.ts";
import { readSiteNavigation } from "./src/content/site-navigation.ts";
import { readCaseBrowse } from "./src/content/case-browse.ts";
import { readHomeIslandContent } from "./src/sections/home/island-content.ts";

/**
 * Our island directives (src/lib/directives): `client:painted` wakes once the first screen is
 * painted, `client:intent` when the visitor reaches for the island (decision 013).
 */
const islandDirectives = {
  name: "kovira:client-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      for (const name of ["painted", "intent"]) {
        addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./src/lib/directives/${name}.ts`, import.meta.url)) });
      }
    },
  },
};

/**
 * `virtual:site-navigation`: the header menus' links, from the content files, for the menus' islands
 * to import rather than receive as props in every page's HTML.
 */
const siteNavigationModule = {
  name: "kovira:site-navigation",
  resolveId: (id) => (id === "virtual:site-navigation" ? "\0virtual:site-navigation" : undefined),
  load(id) {
    if (id !== "\0virtual:site-navigation") return undefined;
    // The dev server rebuilds the menus when a page's title or summary, or the menu order, changes.
    const content = fileURLToPath(new URL("./src/content", import.meta.url));
    for (const folder of ["services", "products", "case"]) for (const file of readdirSync(join(content, folder))) this.addWatchFile(join(content, folder, file));
    this.addWatchFile(join(content, "site.json"));
    return `export default ${JSON.stringify(readSiteNavigation())};`;
  },
};

/**
 * `virtual:home/{part}`: what one of the home page's islands renders (src/sections/home/island-content.ts),
 * for the island to import rather than receive as props in the page's HTML (decision 014).
 */
const homeIslandContentModule = {
  name: "kovira:home-island-content",
  resolveId: (id) => (id.startsWith("virtual:home/") ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith("\0virtual:home/")) return undefined;
    const part = id.slice("\0virtual:home/".length);
    const content = readHomeIslandContent();
    if (!Object.hasOwn(content, part)) throw new Error(`virtual:home/${part}: no such part of the home page (${Object.keys(content).join(", ")})`);
    // The dev server rebuilds the part when the home page's content changes.
    this.addWatchFile(fileURLToPath(new URL("./src/content/home/home.yaml", import.meta.url)));
    return `export default ${JSON.stringify(content[part])};`;
  },
};

/** `virtual:case-browse`: the case studies and facets for the case browser's island (decision 014). */
const caseBrowseModule = {
  name: "kovira:case-browse",
  resolveId: (id) => (id === "virtual:case-browse" ? "\0virtual:case-browse" : undefined),
  load(id) {
    if (id !== "\0virtual:case-browse") return undefined;
    const content = fileURLToPath(new URL("./src/content", import.meta.url));
    for (const folder of ["services", "products", "case"]) for (const file of readdirSync(join(content, folder))) this.addWatchFile(join(content, folder, file));
    this.addWatchFile(join(content, "site.json"));
    return `export default ${JSON.stringify(readCaseBrowse())};`;
  },
};

// BUILD_DIR lets several builds live side by side (CI, previews); the server serves `{BUILD_DIR}/client`.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  output: "static",
  outDir: `${BUILD_DIR}/client`,
  // Pages link to `/services/fintech`, and the server answers it from `services/fintech/index.html`.
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "never", assets: "assets" },
  // Images are drawn and optimised ahead of time (tools/artwork), so Astro passes them through.
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  integrations: [react(), mdx(), islandDirectives, decapCms()],
  markdown: {
    // Code in articles is coloured at build time: spans with inline colours, no script.
    shikiConfig: { theme: "github-dark-default", wrap: false },
    // Each section heading links to itself; Astro's ids come first so the links can use them.
    rehypePlugins: [
      rehypeHeadingIds,
      [
        rehypeAutolinkHeadings,
        {
          behavior: "append",
          test: ["h2", "h3"],
          properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
          content: { type: "text", value: "#" },
        },
      ],
    ],
  },
  vite: {
    plugins: [tailwindcss(), siteNavigationModule, homeIslandContentModule, caseBrowseModule],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
    define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
    build: { assetsInlineLimit: 0 },
  },
});
