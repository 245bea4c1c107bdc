/*
 * The production server compiled to one JavaScript file with its dependencies inside, written by
 * the build beside the site: `{BUILD_DIR}/server/index.mjs`, and beside it the lead store's reader
 * (`npm run leads`) as `leads.mjs`. The Docker image runs them with Node alone (no node_modules, no
 * TypeScript runner), so the image carries the server and the site and nothing else
 * (docs/server.md, "The runtime image").
 */
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** Where the compiled server goes inside the build folder. */
export const SERVER_BUNDLE = "server/index.mjs";
/** The lead store's reader beside it: `node build/server/leads.mjs`, as `npm run leads` takes. */
export const LEADS_READER = "server/leads.mjs";

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Compiles `server/index.ts` and `scripts/leads.ts`, with all they import (Hono, send, …), into `{build}/server/`. */
export function compileServer(build: string, entries = { index: source("server/index.ts"), leads: source("scripts/leads.ts") }) {
  const result = buildSync({
    entryPoints: entries,
    outdir: join(build, "server"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // The CommonJS packages inside (send, proxy-addr) call require() for Node's own modules.
    banner: { js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);' },
    legalComments: "eof",
    metafile: true,
    logLevel: "warning",
  });
  const packages = new Set(
    Object.keys(result.metafile.inputs)
      .map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  return { packages: [...packages].sort() };
}
