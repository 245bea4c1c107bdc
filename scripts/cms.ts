/*
 * `npm run cms`: the content editor on this computer, with no account. Decap's local proxy
 * (`scripts/cms-proxy.ts`: on 127.0.0.1 only, for requests addressed to localhost alone) reads and
 * writes the files of this working tree, and `astro dev` serves the editor at /admin/ beside the
 * site; a page of the site shows a saved change when it is reloaded, and no page reloads by itself
 * (astro.config.mjs).
 * Both ports are checked first: a second `npm run cms` says where the first one is and stops.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, watch } from "node:fs";
import { createRequire } from "node:module";
import { createConnection } from "node:net";
import { LOCAL_CMS_PORT } from "../src/cms/config";
import { cmsProxyArgs, cmsProxyEnv } from "./cms-proxy";
import { DEFAULT_FOLDERS, processUploads } from "./uploads";

const require = createRequire(import.meta.url);
const DEV_PORT = Number(process.env.PORT ?? 4321);
const EDITOR_URL = `http://localhost:${DEV_PORT}/admin/`;

/** Whether something listens on the port, on IPv4 or IPv6 loopback. */
const listening = (port: number) =>
  Promise.all(
    ["127.0.0.1", "::1"].map(
      (host) =>
        new Promise<boolean>((resolve) => {
          const socket = createConnection({ host, port });
          socket.setTimeout(1000);
          socket.once("connect", () => (socket.destroy(), resolve(true)));
          socket.once("error", () => resolve(false));
          socket.once("timeout", () => (socket.destroy(), resolve(false)));
        }),
    ),
  ).then((answers) => answers.some(Boolean));

/** Whether the site's own content editor answers on the dev port. */
async function editorAnswers() {
  try {
    const response = await fetch(`http://127.0.0.1:${DEV_PORT}/admin/`, { signal: AbortSignal.timeout(5000) });
    return (await response.text()).includes("Content editor · Kovira Labs");
  } catch {
    return false;
  }
}

/** Stops before starting anything when a port is taken, saying plainly by what. */
async function checkPorts() {
  const [site, proxy] = await Promise.all([listening(DEV_PORT), listening(LOCAL_CMS_PORT)]);
  if (!site && !proxy) return;
  if (site && (await editorAnswers())) {
    console.log(`The content editor is already running at ${EDITOR_URL}`);
    console.log("Open that address, or stop the other one (Ctrl+C in its window) before starting it again.");
    process.exit(0);
  }
  if (site) console.error(`Port ${DEV_PORT} is taken by another program. Stop it, or run the editor on another port: PORT=4322 npm run cms`);
  if (proxy) console.error(`Port ${LOCAL_CMS_PORT}, where the editor saves files, is taken by another program. Stop it, then run npm run cms again.`);
  process.exit(1);
}

await checkPorts();

// Pictures uploaded under Media are encoded for the site as they arrive (scripts/uploads.ts).
const encodeUploads = () =>
  processUploads().then(
    (ids) => ids.length > 0 && console.log(`Encoded for the site: ${ids.join(", ")}`),
    (error: Error) => console.error(`An upload could not be used: ${error.message}`),
  );
await encodeUploads();
mkdirSync(DEFAULT_FOLDERS.source, { recursive: true });
let pending: NodeJS.Timeout | undefined;
const uploads = watch(DEFAULT_FOLDERS.source, () => {
  clearTimeout(pending);
  pending = setTimeout(encodeUploads, 300);
});

const children: ChildProcess[] = [
  spawn(process.execPath, cmsProxyArgs(), {
    env: cmsProxyEnv(process.cwd(), { logLevel: process.env.LOG_LEVEL ?? "info" }),
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("astro/package.json").replace("package.json", "bin/astro.mjs"), "dev", "--port", String(DEV_PORT)], {
    // No "new version" banner in a marketer's terminal: upgrades are a developer's change.
    // The editor's page must not reload under the person using it (astro.config.mjs).
    env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: "true", CONTENT_EDITOR_SESSION: "1" },
    stdio: "inherit",
  }),
];

console.log(`\nContent editor: ${EDITOR_URL}  (the site: http://localhost:${DEV_PORT}/)\n`);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  uploads.close();
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
