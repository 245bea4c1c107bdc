import mdx from "@astrojs/mdx";
import { rehypeHeadingIds } from "@astrojs/markdown-remark";
import react from "@astrojs/react";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import { fileURLToPath } from "node:url";

/** `client:painted`: islands that wake once the first screen is painted (src/lib/directives/painted.ts). */
const paintedDirective = {
  name: "kovira:client-painted",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "painted", entrypoint: fileURLToPath(new URL("./src/lib/directives/painted.ts", import.meta.url)) });
    },
  },
};

// BUILD_DIR lets several builds live side by side (CI, previews); the server serves `{BUILD_DIR}/client`.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  output: "static",
  outDir: `${BUILD_DIR}/client`,
  // Pages link to `/services/fintech`, and the server answers it from `services/fintech/index.html`.
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "always", assets: "assets" },
  // Images are drawn and optimised ahead of time (tools/artwork), so Astro passes them through.
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  integrations: [react(), mdx(), paintedDirective],
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
    plugins: [tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
    define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
    build: { assetsInlineLimit: 0 },
  },
});
