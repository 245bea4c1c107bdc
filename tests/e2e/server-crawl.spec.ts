import { expect, test } from "@playwright/test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { counterSnapshot } from "../../server/counters";
import { startServer, type TestServer } from "../../server/test-server";

/*
 * A link checker crawls the whole build through our server with its default limits, as tools do:
 * each request on a connection of its own, left open (keep-alive) and never used again. Idle
 * connections must give way to new ones, and anything over a limit must be an answer the crawler
 * can act on (429/503 with Retry-After, which it honours), never a connection reset: it gets every
 * page and every file the pages link. Loopback only, and bounded: a few hundred addresses, five
 * tries each.
 */

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const CLIENT = join(BUILD_DIR, "client");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every page of the build by its path, and every file of ours the pages link or load. */
function siteAddresses() {
  const pages = walk(CLIENT).filter((file) => file.endsWith(".html"));
  const paths = new Set<string>();
  for (const file of pages) {
    const path = "/" + relative(CLIENT, file).split(sep).join("/");
    paths.add(path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path);
    const html = readFileSync(file, "utf8");
    for (const [, link] of html.matchAll(/\b(?:href|src)="(\/[^"#?]*)/g)) if (!link!.startsWith("//")) paths.add(link!);
  }
  // The Not Found page answers 404 at its own address too.
  paths.delete("/404.html");
  return [...paths].sort();
}

type Outcome = { status: number; tries: number; resets: number; waited: number };

/** One address fetched on a fresh keep-alive connection, honouring Retry-After, at most five tries. */
async function fetchLikeACrawler(port: number, path: string, agents: Agent[]): Promise<Outcome> {
  let resets = 0;
  let waited = 0;
  for (let tries = 1; ; tries += 1) {
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);
    const answer = await new Promise<{ status: number; retryAfter?: string } | "reset">((done) => {
      httpRequest({ host: "127.0.0.1", port, path, agent }, (response) => {
        response.resume();
        response.on("end", () => done({ status: response.statusCode!, retryAfter: response.headers["retry-after"] as string | undefined }));
        response.on("error", () => done("reset"));
      })
        .on("error", () => done("reset"))
        .end();
    });
    if (answer === "reset") resets += 1;
    const again = answer === "reset" || ((answer.status === 429 || answer.status === 503) && answer.retryAfter !== undefined);
    if (!again || tries === 5) return { status: answer === "reset" ? 0 : answer.status, tries, resets, waited };
    const seconds = answer === "reset" ? 1 : Number(answer.retryAfter);
    waited += 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

async function crawl(port: number, paths: string[], concurrency: number) {
  const agents: Agent[] = [];
  const outcomes = new Map<string, Outcome>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        outcomes.set(path, await fetchLikeACrawler(port, path, agents));
    }),
  );
  for (const agent of agents) agent.destroy();
  return outcomes;
}

test.describe("a link checker crawling the whole site", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: TestServer;
  let scratch: string;
  const paths = siteAddresses();

  test.beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), "kovira-crawl-"));
    server = await startServer(BUILD_DIR, { leadsDb: join(scratch, "leads.db") });
  });
  test.afterAll(async () => {
    await server?.shutdown();
    rmSync(scratch, { recursive: true, force: true });
  });

  for (const concurrency of [10, 100]) {
    test(`gets every page and file at ${concurrency} requests at a time, each on a new connection, and is never reset`, async () => {
      expect(paths.length).toBeGreaterThan(100);
      const outcomes = await crawl(server.port, paths, concurrency);
      const failed = [...outcomes].filter(([, outcome]) => outcome.status !== 200 || outcome.resets > 0);
      expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
      expect(outcomes.size).toBe(paths.length);
      console.log(
        `${concurrency} at a time: ${paths.length} addresses, ${[...outcomes.values()].reduce((sum, outcome) => sum + outcome.waited, 0)} waits on Retry-After; counters ${JSON.stringify(counterSnapshot())}`,
      );
    });
  }
});
