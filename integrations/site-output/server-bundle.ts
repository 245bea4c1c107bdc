/*
 * The production server compiled to one JavaScript file with its dependencies inside, written by
 * the build beside the site: `{BUILD_DIR}/server/index.mjs`. The Docker image runs it with Node
 * alone (no node_modules, no TypeScript runner), so the image carries the server and the site and
 * nothing else (docs/server.md, "The runtime image").
 */
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** Where the compiled server goes inside the build folder. */
export const SERVER_BUNDLE = "server/index.mjs";

/** Compiles `server/index.ts` and all it imports (Hono, send, …) into `{build}/server/index.mjs`. */
export function compileServer(build: string, entry = fileURLToPath(new URL("../../server/index.ts", import.meta.url))) {
  const result = buildSync({
    entryPoints: [entry],
    outfile: join(build, SERVER_BUNDLE),
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
