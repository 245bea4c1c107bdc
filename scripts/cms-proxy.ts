/*
 * Decap's local proxy for `npm run cms`: it reads and writes the working tree with no sign-in, so it
 * answers this computer only.
 * - It listens on the loopback address, never on every interface.
 * - It answers only requests addressed to it by a local name (`Host: localhost:8081`,
 *   `127.0.0.1:8081`, `[::1]:8081`). A web page cannot reach it through DNS rebinding (a name of
 *   the attacker's that first points at their server, then at 127.0.0.1): the browser then sends
 *   the attacker's name as `Host`, and the request is refused before Decap sees it.
 * - A request sent from a page of another origin (`Origin` not a local one) is refused too.
 * - A picture it is asked to store (an upload, or one saved with its entry) must decode as one: a
 *   file only named like a picture (`notes.txt` renamed `fake-photo.jpg`) is refused, nothing is
 *   written, and the editor shows why ("Nothing was saved: …").
 * - An article saved from rich-text mode keeps its file's own list bullets (`- `), which Decap's
 *   serialiser rewrote as `* ` on every list line.
 * Decap's own middleware (`decap-server`'s `registerLocalFs`) does the work behind those checks.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { LOCAL_CMS_PORT } from "../src/cms/paths";

const require = createRequire(import.meta.url);

/** The one address the proxy listens on. */
export const CMS_PROXY_HOST = "127.0.0.1";

/** How to run the proxy with `node`: this file, through tsx. */
export const cmsProxyArgs = () => ["--import", "tsx", fileURLToPath(import.meta.url)];

/** The proxy's environment: its port, the tree it edits, and the loopback address. */
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

/** The `Host` values that name this computer's proxy on `port`. */
export const localHosts = (port: number) => new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);

/** A page of this computer's own (the editor under `astro dev`), on any port. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Why a request may not reach the proxy, or undefined when it may. */
export function refusal(request: Pick<IncomingMessage, "headers">, port: number): string | undefined {
  const host = (request.headers.host ?? "").toLowerCase();
  if (!localHosts(port).has(host))
    return `This is the content editor's local proxy: it answers requests to http://localhost:${port} only, not to "${host.slice(0, 100)}".`;
  const origin = request.headers.origin;
  if (origin !== undefined && !LOCAL_ORIGIN.test(origin)) return "The content editor's local proxy answers pages of this computer only.";
  return undefined;
}

/** The files a request asks the proxy to store: an upload on its own, or those saved with an entry. */
type Asset = { path: string; content: string; encoding: string };
type ApiBody = { action?: string; params?: { asset?: Asset; assets?: Asset[]; entry?: DataFile; dataFiles?: DataFile[] } };

/** What the editor says when it is asked to store files that are not pictures; undefined when every one is. */
export async function uploadRefusal(body: ApiBody): Promise<string | undefined> {
  const assets = body.action === "persistMedia" ? [body.params?.asset] : body.action === "persistEntry" ? (body.params?.assets ?? []) : [];
  const { pictureProblem } = await import("./uploads");
  const bad: string[] = [];
  for (const asset of assets) {
    if (!asset || typeof asset.content !== "string") continue;
    if (await pictureProblem(Buffer.from(asset.content, asset.encoding === "base64" ? "base64" : "utf8")))
      bad.push(asset.path.replace(/^.*\//, ""));
  }
  if (bad.length === 0) return undefined;
  return `${bad.join(", ")} ${bad.length > 1 ? "are not pictures" : "is not a picture"} the site can use: choose another (a JPEG, PNG or WebP photo), or upload the photo itself again; then delete ${bad.length > 1 ? "them" : "it"} under Uploaded photos.`;
}

/** A line that is a thematic break (`* * *`, `---`), not a list item. */
const BREAK = /^\s*([*_-])(\s*\1){2,}\s*$/;
/** A list item's bullet: its indent, the marker and the space after it. */
const BULLET = /^(\s*)[*+-][ \t]+(?=\S)/;

/** Each line of Markdown with whether it is inside a ``` block. */
function linesOf(markdown: string) {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    const fence = /^\s*```/.test(line);
    const inCode = fenced || fence;
    if (fence) fenced = !fenced;
    return { line, inCode };
  });
}

/**
 * An article as Decap's rich-text mode writes it, with the bullets of its lists in the file's own
 * style: the serialiser writes every bullet `* `, which rewrote each list line of a file written
 * with `- ` though nobody touched it. The style is the first bullet of the file as it was, `-` when
 * it had none (the site's articles use `- `), with the file's space after it; code blocks and thematic breaks are left as written.
 */
export function keepListMarkers(previous: string | undefined, next: string) {
  const first = linesOf(previous ?? "").find(({ line, inCode }) => !inCode && !BREAK.test(line) && BULLET.test(line));
  const marker = first ? BULLET.exec(first.line)![0].trimStart() : "- ";
  return linesOf(next)
    .map(({ line, inCode }) => (inCode || BREAK.test(line) ? line : line.replace(BULLET, (_all, indent: string) => `${indent}${marker}`)))
    .join("\n");
}

type DataFile = { path?: string; raw?: string };
/** A save's Markdown files with their lists' bullets in each file's own style (`keepListMarkers`). */
export function withOwnListMarkers(body: ApiBody, repoDirectory: string) {
  if (body.action !== "persistEntry") return;
  for (const file of body.params?.dataFiles ?? (body.params?.entry ? [body.params.entry] : [])) {
    if (typeof file.path !== "string" || typeof file.raw !== "string" || !/\.mdx?$/.test(file.path)) continue;
    const where = join(repoDirectory, file.path);
    file.raw = keepListMarkers(existsSync(where) ? readFileSync(where, "utf8") : undefined, file.raw);
  }
}

type Next = () => void;
type App = {
  use(handler: (request: IncomingMessage & { body?: ApiBody }, response: ServerResponse, next: Next) => void): void;
  listen(port: number, host: string, onListening: () => void): unknown;
};

/** Starts the proxy: the check first, then Decap's middleware, on the loopback address. */
async function main() {
  const port = Number(process.env.PORT ?? LOCAL_CMS_PORT);
  // Decap's own express, as decap-server depends on it; its middleware reads GIT_REPO_DIRECTORY.
  const decapRequire = createRequire(require.resolve("decap-server/package.json"));
  const express = decapRequire("express") as (() => App) & { json(options: { limit: string }): Parameters<App["use"]>[0] };
  const { registerLocalFs } = decapRequire("./dist/middlewares.js") as {
    registerLocalFs(app: App, options: { logLevel?: string }): Promise<void>;
  };
  const app = express();
  app.use((request, response, next) => {
    const reason = refusal(request, port);
    if (reason === undefined) return next();
    response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(reason);
  });
  // The body as Decap's own middleware reads it (it then reads it no second time).
  app.use(express.json({ limit: "50mb" }));
  app.use((request, response, next) => {
    if (request.method !== "POST" || !request.body) return next();
    uploadRefusal(request.body).then((refused) => {
      if (refused === undefined) {
        withOwnListMarkers(request.body!, process.env.GIT_REPO_DIRECTORY ?? process.cwd());
        return next();
      }
      // The answer reaches the editor's page (another port): Decap's CORS header, as it would send it.
      const origin = request.headers.origin;
      response.writeHead(422, { "Content-Type": "application/json; charset=utf-8", ...(origin ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {}) });
      response.end(JSON.stringify({ error: refused }));
    }, next);
  });
  await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? "info" });
  app.listen(port, CMS_PROXY_HOST, () => console.log(`Decap CMS Proxy Server listening on ${CMS_PROXY_HOST}:${port}`));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
