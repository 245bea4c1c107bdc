import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/**
 * The browser's code: `app/islands/client.tsx` and the islands it hydrates, built after
 * `react-router build` (which prerenders the pages) into the same `build/client/assets/`.
 * `scripts/postbuild.ts` reads the manifest to start the entry from each page.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
  publicDir: false,
  build: {
    outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: "islands-manifest.json",
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: fileURLToPath(new URL("./app/islands/client.tsx", import.meta.url)) },
      // motion marks its modules "use client", which means nothing outside a server-components build.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
