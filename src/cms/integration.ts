import type { AstroIntegration } from "astro";
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import send from "send";
import { contentModulesFollowSaves } from "./fresh-content";
import { DECAP_PATH } from "./paths";

/*
 * The content editor's code: Decap CMS's own prebuilt bundle from the `decap-cms` package, served
 * at `/admin/decap/` by the dev server and copied there by the build. Only `/admin/` loads it.
 */

const decapDist = () => join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

/** The bundle, the chunks it loads on demand and its WebAssembly; not the second copy (`cms.js`) or source maps. */
export const isDecapFile = (name: string) => /^(decap-cms\.js|[0-9]+\.decap-cms\.js|[0-9a-f]+\.wasm)$/.test(name);

export function decapCms(): AstroIntegration {
  return {
    name: "kovira:decap-cms",
    hooks: {
      // A new article shows on the local site once saved, with no restart (./fresh-content.ts).
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [contentModulesFollowSaves()] } });
      },
      "astro:server:setup": ({ server }) => {
        const root = decapDist();
        server.middlewares.use(DECAP_PATH, (req, res, next) => {
          const name = (req.url ?? "").split("?")[0]!.replace(/^\//, "");
          if (!isDecapFile(name)) return next();
          send(req, name, { root }).pipe(res);
        });
      },
      "astro:build:done": ({ dir }) => {
        const root = decapDist();
        const target = join(fileURLToPath(dir), DECAP_PATH);
        mkdirSync(target, { recursive: true });
        for (const name of readdirSync(root).filter(isDecapFile)) copyFileSync(join(root, name), join(target, name));
      },
    },
  };
}
