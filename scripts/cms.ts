/*
 * `npm run cms`: the content editor on this computer, with no account. Decap's local proxy
 * (`decap-server`) reads and writes the files of this working tree, and `astro dev` serves the
 * editor at /admin/ beside the site, which reloads as files change.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { LOCAL_CMS_PORT } from "../src/cms/config";

const require = createRequire(import.meta.url);
const DEV_PORT = Number(process.env.PORT ?? 4321);

const children: ChildProcess[] = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(LOCAL_CMS_PORT), GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
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
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
