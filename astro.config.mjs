import mdx from "@astrojs/mdx";
import { rehypeHeadingIds, unified } from "@astrojs/markdown-remark";
import react from "@astrojs/react";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import { fileURLToPath } from "node:url";
import { decapCms } from "./src/cms/integration.ts";
import { quietPulseInDev } from "./src/features/analytics/dev-pulse.ts";
import { siteOutput } from "./integrations/site-output/index.ts";
import { remarkPlainMarkdown } from "./src/content/plain-markdown.ts";
import { leanCode, quietCode } from "./src/lib/lean-code.ts";
import siteFacts from "./src/content/site.json" with { type: "json" };

// BUILD_DIR lets several builds live side by side (CI, previews); the server serves `{BUILD_DIR}/client`.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  // The address pages link to: the company's own (src/content/site.json), or SITE_URL for a build
  // served elsewhere (a preview, CI).
  site: (process.env.SITE_URL || siteFacts.url).replace(/\/$/, ""),
  output: "static",
  outDir: `${BUILD_DIR}/client`,
  // Pages link to `/services/fintech`, and the server answers it from `services/fintech/index.html`.
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "never", assets: "assets" },
  // Images are drawn and optimised ahead of time (tools/artwork), so Astro passes them through.
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  // siteOutput last: it compresses what the others write (integrations/site-output).
  // MDX reads its Markdown with the processor below. quietPulseInDev: the local site takes the
  // beacon's counts without logging a 404 for each page view (src/features/analytics/dev-pulse.ts).
  integrations: [react(), mdx(), decapCms(), quietPulseInDev(), siteOutput()],
  markdown: {
    // Code in articles is coloured at build time: spans with inline colours, no script; only
    // comments, strings and literals have a colour of their own, and only they are spans
    // (src/lib/lean-code.ts, decision 019).
    shikiConfig: { theme: quietCode, wrap: false, transformers: [leanCode] },
    processor: unified({
      // Articles are MDX files holding plain Markdown only: HTML, JSX, {…} expressions, import/export
      // and links other than http(s), mailto, tel or the site's paths fail the build (decision 032).
      remarkPlugins: [remarkPlainMarkdown],
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
    }),
  },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
    // Assets are files of their own, but for the few small ones a rule draws at a tap (src/assets/inline).
    build: { assetsInlineLimit: (file) => file.includes("/src/assets/inline/") },
    // Under `npm run cms` no page reloads by itself: Astro reloads every open page when content
    // changes, and the editor's own page, reloaded just after a save, dropped what the person was
    // doing there (and a browser closed at that moment could hang).
    server: { hmr: process.env.CONTENT_EDITOR_SESSION === "1" ? false : undefined },
    // ...and its dev server keeps its own dependency cache: `npm run build` or `npx vitest run
    // src/content` run meanwhile re-optimise node_modules/.vite, which left the local site's
    // islands asking for files that were gone until the editor was restarted.
    ...(process.env.CONTENT_EDITOR_SESSION === "1" ? { cacheDir: "node_modules/.vite-content-editor" } : {}),
  },
});
