// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { netlifyHeaders, nginxConfig, vercelConfig } from "../integrations/site-output/deploy-configs";
import { CSP_REPORT_PATH, htmlHeaders } from "./headers";
import { count, counterSnapshot, counterSummary, resetCounters, startCounterReports } from "./counters";
import { makeBuild, startServer, type TestServer } from "./test-server";

let build: ReturnType<typeof makeBuild>;
let server: TestServer;
beforeEach(async () => {
  build = makeBuild();
  server = await startServer(build.buildDir);
  resetCounters();
});
afterEach(async () => {
  await server.shutdown();
  build.remove();
});

const post = (type: string, body: string) =>
  fetch(`${server.url}/api/csp-report`, { method: "POST", headers: { "Content-Type": type }, body });

describe("Content-Security-Policy violations reach the server and are counted", () => {
  it("every page's policy, the Not Found page's too, reports to the server by report-uri over HTTP", async () => {
    for (const path of ["/", "/nope"]) {
      const headers = (await fetch(`${server.url}${path}`)).headers;
      expect(headers.get("content-security-policy"), path).toMatch(/; report-uri \/api\/csp-report$/);
      // The Reporting API sends only to HTTPS endpoints, and Chromium, given report-to, ignores report-uri.
      expect(headers.get("reporting-endpoints"), path).toBeNull();
    }
  });

  it("over HTTPS, by report-uri and by the Reporting API (report-to)", () => {
    const headers = htmlHeaders({ scriptHashes: [], https: true, cspReports: CSP_REPORT_PATH });
    expect(headers["Content-Security-Policy"]).toMatch(
      /; upgrade-insecure-requests; report-uri \/api\/csp-report; report-to csp-endpoint$/,
    );
    expect(headers["Reporting-Endpoints"]).toBe('csp-endpoint="/api/csp-report"');
    const editor = htmlHeaders({ scriptHashes: [], https: true, cspReports: CSP_REPORT_PATH, file: "/admin/index.html" });
    expect(editor["Content-Security-Policy"]).toMatch(/; report-uri \/api\/csp-report; report-to csp-endpoint$/);
  });

  it("the static hosts' configs, which have no such endpoint, report nowhere", () => {
    const csp = { pages: { "/index.html": ["sha256-a"], "/404.html": [] }, connectOrigins: [] };
    for (const text of [netlifyHeaders(csp), JSON.stringify(vercelConfig(csp)), nginxConfig(csp, "/srv")])
      expect(text).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  });

  it("counts a report-uri report and a report-to batch, in all and by directive", async () => {
    const single = {
      "csp-report": { "document-uri": "https://kovira-labs.com/", "effective-directive": "script-src-elem", "blocked-uri": "inline" },
    };
    expect((await post("application/csp-report", JSON.stringify(single))).status).toBe(204);
    const batch = [
      { type: "csp-violation", body: { effectiveDirective: "script-src-elem", blockedURL: "https://attacker.example/x.js" } },
      { type: "csp-violation", body: { effectiveDirective: "connect-src" } },
      { type: "deprecation", body: {} },
    ];
    expect((await post("application/reports+json", JSON.stringify(batch))).status).toBe(204);
    expect(counterSnapshot()).toMatchObject({
      "csp-reports": 3,
      "csp-reports: script-src-elem": 2,
      "csp-reports: connect-src": 1,
      "csp-reports-dropped": 0,
    });
  });

  it("refuses what is not a report, too large, or malformed, and counts it as dropped", async () => {
    expect((await post("text/plain", "x")).status).toBe(415);
    expect((await post("application/csp-report", "{not json")).status).toBe(400);
    expect((await post("application/csp-report", JSON.stringify({ "csp-report": { x: "y".repeat(20_000) } }))).status).toBe(413);
    expect(counterSnapshot()).toMatchObject({ "csp-reports": 0, "csp-reports-dropped": 3 });
  });
});

describe("the counters can be read", () => {
  it("on 127.0.0.1 only, at COUNTERS_PORT, as JSON", async () => {
    count("rate-limited", 2);
    // The contact form's checks count into the same place by name.
    count("challenge-refused");
    const reports = await startCounterReports({ port: 0, log: () => {} });
    try {
      expect(reports.address!.address).toBe("127.0.0.1");
      const answer = await fetch(`http://127.0.0.1:${reports.address!.port}/`);
      expect(await answer.json()).toMatchObject({ "rate-limited": 2, "connections-refused": 0, "csp-reports": 0, "challenge-refused": 1 });
      expect((await fetch(`http://127.0.0.1:${reports.address!.port}/other`)).status).toBe(404);
    } finally {
      await reports.stop();
    }
  });

  it("in the log: a summary line when a counter moved, none when nothing did, and one at shutdown", async () => {
    const lines: string[] = [];
    const reports = await startCounterReports({ intervalMs: 50, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lines).toEqual([]);
    count("csp-reports");
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(counterSummary());
    expect(lines[0]).toMatch(/^counters since start: rate-limited=0, .*csp-reports=1/);
    await reports.stop();
    expect(lines).toHaveLength(2);
  });
});
