/*
 * `npm run cms`: the content editor on this computer, with no account. Decap's local proxy
 * (`decap-server`) reads and writes the files of this working tree, and `astro dev` serves the
 * editor at /admin/ beside the site, which reloads as files change.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, watch } from "node:fs";
import { createRequire } from "node:module";
import { cmsProxyEntry, cmsProxyEnv } from "./cms-proxy";
import { DEFAULT_FOLDERS, processUploads } from "./uploads";

const require = createRequire(import.meta.url);
const DEV_PORT = Number(process.env.PORT ?? 4321);

// Pictures uploaded under Media are encoded for the site as they arrive.
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
  spawn(process.execPath, [cmsProxyEntry()], {
    env: cmsProxyEnv(process.cwd(), { logLevel: process.env.LOG_LEVEL ?? "info" }),
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("astro/package.json").replace("package.json", "astro.js"), "dev", "--port", String(DEV_PORT)], {
    stdio: "inherit",
  }),
];

console.log(`\nContent editor: http://localhost:${DEV_PORT}/admin/  (the site: http://localhost:${DEV_PORT}/)\n`);

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
