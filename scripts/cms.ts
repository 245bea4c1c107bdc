/*
 * `npm run cms`: the content editor on this computer, with no account. Decap's local proxy
 * (`scripts/cms-proxy.ts`: on 127.0.0.1 only, for requests addressed to localhost alone) reads and
 * writes the files of this working tree, and `astro dev` serves the editor at /admin/ beside the
 * site; a page of the site shows a saved change when it is reloaded, and no page reloads by itself
 * (astro.config.mjs).
 * Both ports are checked first: a second `npm run cms` says where the first one is and stops, and
 * a port taken by anything else is named, with how to choose another (PORT for the site and the
 * editor's page, CMS_PROXY_PORT for the proxy that saves files, 8081 unless set).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, watch } from "node:fs";
import { createRequire } from "node:module";
import { createConnection } from "node:net";
import { CMS_PROXY_PORT_VARIABLE, cmsProxyPort } from "../src/cms/paths";
import { cmsProxyArgs, cmsProxyEnv } from "./cms-proxy";
import { DEFAULT_FOLDERS, processUploads } from "./uploads";

const require = createRequire(import.meta.url);
const DEV_PORT = Number(process.env.PORT ?? 4321);
const EDITOR_URL = `http://localhost:${DEV_PORT}/admin/`;
let PROXY_PORT: number;
try {
  PROXY_PORT = cmsProxyPort(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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

/** Whether a content editor's file proxy (Decap's) answers on the port. */
async function proxyAnswers(port: number) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
      signal: AbortSignal.timeout(5000),
    });
    return response.ok && "repo" in ((await response.json()) as object);
  } catch {
    return false;
  }
}

/** Stops before starting anything when a port is taken, saying plainly by what. */
async function checkPorts() {
  const [site, proxy] = await Promise.all([listening(DEV_PORT), listening(PROXY_PORT)]);
  if (!site && !proxy) return;
  if (site && (await editorAnswers())) {
    console.log(`The content editor is already running at ${EDITOR_URL}`);
    console.log("Open that address, or stop the other one (Ctrl+C in its window) before starting it again.");
    process.exit(0);
  }
  if (site) console.error(`Port ${DEV_PORT} is taken by another program. Stop it, or run the editor on another port: PORT=4322 npm run cms`);
  const other = `${CMS_PROXY_PORT_VARIABLE}=${PROXY_PORT === 8082 ? 8083 : 8082}`;
  if (proxy && (await proxyAnswers(PROXY_PORT)))
    console.error(
      `Port ${PROXY_PORT}, where the editor saves files, is used by another content editor (npm run cms in another window or folder). Stop it (Ctrl+C in its window), or run this one on other ports: ${other} PORT=${DEV_PORT + 1} npm run cms`,
    );
  else if (proxy) console.error(`Port ${PROXY_PORT}, where the editor saves files, is taken by another program. Stop it, or choose another port: ${other} npm run cms`);
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
    env: cmsProxyEnv(process.cwd(), { port: PROXY_PORT, logLevel: process.env.LOG_LEVEL ?? "info" }),
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("astro/package.json").replace("package.json", "bin/astro.mjs"), "dev", "--port", String(DEV_PORT)], {
    // No "new version" banner in a marketer's terminal: upgrades are a developer's change.
    // The editor's page must not reload under the person using it (astro.config.mjs).
    // The editor's config.yml names the proxy's port (src/cms/config.ts).
    env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: "true", CONTENT_EDITOR_SESSION: "1", [CMS_PROXY_PORT_VARIABLE]: String(PROXY_PORT) },
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
