/*
 * Where browsers report what a page's Content-Security-Policy blocked (`report-uri` and
 * `report-to`, server/headers.ts): each report is counted, in all and by the directive it broke,
 * never logged one by one (a flood of reports must not flood the log). docs/server.md, "Attacks
 * are visible", says where to read the counts.
 */
import { Hono } from "hono";
import { CSP_REPORT_PATH } from "./headers";
import { count } from "./counters";

/** A report is a few hundred bytes; a batch of them a few kilobytes. */
export const MAX_REPORT_BYTES = 16 * 1024;

/** The body, or undefined once it passes `limit` bytes (the rest is not read). */
async function boundedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The directives the reports in a body name: one per report (`report-uri` sends one, `report-to` a batch). */
export function reportedDirectives(type: string, text: string): string[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const directive = (value: unknown) => (typeof value === "string" && /^[a-z-]{1,40}$/.test(value) ? value : "unknown");
  if (type.startsWith("application/reports+json")) {
    if (!Array.isArray(data)) return undefined;
    return data
      .filter((report: { type?: unknown }) => report?.type === "csp-violation")
      .map((report: { body?: { effectiveDirective?: unknown } }) => directive(report.body?.effectiveDirective));
  }
  const report = (data as { "csp-report"?: { "effective-directive"?: unknown; "violated-directive"?: unknown } } | null)?.["csp-report"];
  if (!report || typeof report !== "object") return undefined;
  return [directive(report["effective-directive"] ?? String(report["violated-directive"] ?? "").split(" ")[0])];
}

/** `POST /api/csp-report`: counts the reports and answers 204, or counts a report it cannot read as dropped. */
export function cspReports() {
  const app = new Hono();
  app.post(CSP_REPORT_PATH, async (c) => {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!/^application\/(csp-report|reports\+json|json)\b/.test(type)) {
      count("csp-reports-dropped");
      return c.text("Unsupported Media Type", 415);
    }
    const text = await boundedText(c.req.raw.body, MAX_REPORT_BYTES);
    if (text === undefined) {
      count("csp-reports-dropped");
      return c.text("Payload Too Large", 413);
    }
    const directives = reportedDirectives(type, text);
    if (directives === undefined) {
      count("csp-reports-dropped");
      return c.text("Bad Request", 400);
    }
    count("csp-reports", directives.length);
    for (const directive of directives) count(`csp-reports: ${directive}`);
    return c.body(null, 204);
  });
  return app;
}
