/*
 * Load on the production server, shared by `npm run bench:server` and the e2e load test: the
 * server in its own process (so autocannon does not take its CPU), a mix of real requests taken
 * from the build, and a summary that tells expected 404s from anything unexpected.
 */
import autocannon, { type AutocannonClient } from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export type LoadRequest = { label: string; path: string; expectedStatus: 200 | 404 };

export type LoadSummary = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  expected404: number;
  /** Responses whose status differs from the one expected for their path, by `label → status`. */
  unexpected: Record<string, number>;
  errors: number;
  timeouts: number;
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** Why the server has stopped, e.g. `signal SIGKILL`; undefined while it runs. */
  exitReason: () => string | undefined;
  stop: () => Promise<void>;
};

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const ACCEPT_ENCODING = "br, gzip";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === "string") throw new Error("could not find a free port");
  return address.port;
}

/** Why a process stopped, e.g. `signal SIGKILL`; undefined while it runs. */
function exitReason(child: ChildProcess): string | undefined {
  if (child.signalCode) return `signal ${child.signalCode}`;
  return child.exitCode === null ? undefined : `exit code ${child.exitCode}`;
}

async function waitUntilServing(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const stopped = exitReason(child);
    if (stopped) throw new Error(`the server stopped before serving (${stopped})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * `npm run serve` in a child process on a free port. Node loads tsx itself (rather than the tsx
 * command, which runs a second process) so that `pid` is the server's own and its memory can be read.
 */
export async function startServer(buildDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: PROJECT_ROOT,
    // A lead store of its own: a store is owned by one server at a time, and `npm start` may be running.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: resolve(buildDir),
      LEADS_DB: join(mkdtempSync(join(tmpdir(), "kovira-load-")), "leads.db"),
      // The load comes from one address, far past a visitor's rate: this measures the server, not its limiter.
      REQUEST_RATE_LIMIT: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (exitReason(child)) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilServing(`${url}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, exitReason: () => exitReason(child), stop };
}

/** Resident memory of a process in bytes: /proc on Linux, `ps` elsewhere. */
export function residentSetBytes(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kilobytes = readFileSync(status, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    if (kilobytes) return Number(kilobytes) * 1024;
  }
  const kilobytes = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  if (!kilobytes) throw new Error(`could not read the memory of process ${pid}`);
  return Number(kilobytes) * 1024;
}

function firstSubfolder(clientDir: string, section: string): string {
  const name = readdirSync(join(clientDir, section), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()[0];
  if (!name) throw new Error(`the build has no pages under /${section}/`);
  return `/${section}/${name}`;
}

function firstReference(html: string, pattern: RegExp, what: string): string {
  const found = html.match(pattern)?.[0];
  if (!found) throw new Error(`the home page references no ${what}`);
  return found;
}

/**
 * What a visitor's browser asks for: four prerendered pages, the home page's stylesheet, React
 * client script, font and first image, and paths that do not exist (a page, an asset).
 */
export function requestMix(buildDir: string): LoadRequest[] {
  const clientDir = join(buildDir, "client");
  const home = readFileSync(join(clientDir, "index.html"), "utf8");
  const served = (path: string): LoadRequest => ({ label: path, path, expectedStatus: 200 });
  const missing = (path: string): LoadRequest => ({ label: path, path, expectedStatus: 404 });
  return [
    served("/"),
    served(firstSubfolder(clientDir, "products")),
    served(firstSubfolder(clientDir, "services")),
    served(firstSubfolder(clientDir, "case")),
    served(firstReference(home, /\/assets\/[\w.-]+\.css/, "stylesheet")),
    served(firstReference(home, /\/assets\/client\.[\w-]+\.js/, "React client script")),
    served(firstReference(home, /\/assets\/[\w.-]+\.woff2/, "font")),
    served(firstReference(home, /\/images\/[\w/.-]+\.avif/, "AVIF image")),
    missing("/no-such-page"),
    missing("/assets/no-such-file-0000.js"),
  ];
}

/**
 * autocannon keeps each response body as a string, decoding it as UTF-8: for brotli, font and image
 * bodies that costs its process more CPU than the server spends answering, on the same cores. Only
 * statuses are checked here, so the client drops bodies (an internal of autocannon 8's client).
 */
function dropResponseBodies(client: AutocannonClient) {
  if (client.pipelinedRequests) client.pipelinedRequests.addBody = () => {};
}

/** autocannon over the request mix; every response is checked against its expected status. */
export async function runLoad(options: {
  url: string;
  requests: LoadRequest[];
  durationSeconds: number;
  connections: number;
}): Promise<LoadSummary> {
  const unexpected: Record<string, number> = {};
  let expected404 = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    setupClient: dropResponseBodies,
    requests: options.requests.map(({ label, path, expectedStatus }) => ({
      method: "GET",
      path,
      onResponse: (status: number) => {
        if (status !== expectedStatus) unexpected[`${label} → ${status}`] = (unexpected[`${label} → ${status}`] ?? 0) + 1;
        else if (status === 404) expected404 += 1;
      },
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    expected404,
    unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
