import { expect, test } from "@playwright/test";
import {
  requestMix,
  residentSetBytes,
  runLoad,
  startServer,
  type LoadRequest,
  type LoadSummary,
  type ServerProcess,
} from "../../scripts/server-load";

// Its own server process, so that its memory can be read; throughput is for `npm run bench:server`.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CONNECTIONS = 20;
const MAX_MEMORY_GROWTH_BYTES = 30 * 1024 * 1024;

let server: ServerProcess;
let requests: LoadRequest[];
const load = (durationSeconds: number) => runLoad({ url: server.url, requests, durationSeconds, connections: CONNECTIONS });

function expectCleanRun(run: LoadSummary) {
  expect(run.requests).toBeGreaterThan(0);
  expect(run.unexpected).toEqual({});
  expect(run.errors).toBe(0);
  expect(run.timeouts).toBe(0);
}

test.describe("production server under load", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    requests = requestMix(BUILD_DIR);
    server = await startServer(BUILD_DIR);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("answers pages, assets and unknown paths with their expected status and no errors", async () => {
    const run = await load(3);
    expectCleanRun(run);
    expect(run.expected404).toBeGreaterThan(0);
  });

  test("holds its memory steady: a second run of load adds less than 30 MB", async () => {
    expectCleanRun(await load(1));
    const before = residentSetBytes(server.pid);
    expectCleanRun(await load(3));
    expect(residentSetBytes(server.pid) - before).toBeLessThan(MAX_MEMORY_GROWTH_BYTES);
  });
});
