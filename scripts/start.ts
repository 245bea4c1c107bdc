/*
 * `npm start`: builds when there is no build or a source is newer than it, then serves it.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const STAMP = `${process.env.BUILD_DIR ?? "build"}/csp.json`;
const SOURCES = ["src", "public", "server", "scripts", "astro.config.mjs", "package.json", ".env"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

if (!existsSync(STAMP) || Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit" });
}

await import("../server/index");
