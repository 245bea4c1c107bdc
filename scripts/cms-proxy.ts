/*
 * Decap's local proxy (`decap-server`) reads and writes the working tree with no sign-in, so it
 * answers this computer only: bound to the loopback address, never to every interface.
 */
import { createRequire } from "node:module";
import { LOCAL_CMS_PORT } from "../src/cms/paths";

const require = createRequire(import.meta.url);

/** The one address the proxy listens on. */
export const CMS_PROXY_HOST = "127.0.0.1";

/** The proxy's entry point, to run with `node`. */
export const cmsProxyEntry = () => require.resolve("decap-server/dist/index.js");

/** The proxy's environment: its port, the tree it edits, and the loopback address (BIND_HOST). */
export function cmsProxyEnv(repoDirectory: string, { port = LOCAL_CMS_PORT, logLevel = "info" } = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    MODE: "fs",
    BIND_HOST: CMS_PROXY_HOST,
    GIT_REPO_DIRECTORY: repoDirectory,
    LOG_LEVEL: logLevel,
  };
}
