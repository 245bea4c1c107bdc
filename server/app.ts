import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { HttpBindings, Http2Bindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono, type Context } from "hono";
import { cacheControlFor, CSP_REPORT_PATH, manifestPageHeaders, securityHeaders, type CspManifest, type Transport } from "./headers";
import { createOutbox, outboxFromEnv, type OutboxOptions } from "./outbox";
import { analyticsOptionsFromEnv, createAnalytics, type Analytics, type AnalyticsOptions } from "./analytics";
import { trustProxiesFromEnv } from "./client-address";
import { DEFAULT_ANALYTICS_MAX_EVENTS, EVENT_BYTES } from "./analytics-store";
import { digestOptionsFromEnv, startAnalyticsDigests, type DigestOptions } from "./analytics-digest";
import { deliveryOptionsFromEnv } from "./lead-delivery";
import { cspReports } from "./reports";
import { chooseEncoding, indexStaticSite, sendFile, type SiteFile } from "./static-site";

export type ServerOptions = {
  /** The build folder: `client/` holds the site, `csp.json` the inline-script hashes per page. */
  buildDir: string;
  /** The local email outbox; read from OUTBOX_FILE and OUTBOX_RATE_LIMIT when not given. */
  outbox?: OutboxOptions;
  /**
   * Whether visitors reach the server over HTTPS (its own certificate, or a proxy in front that
   * speaks TLS): only then are HSTS and `upgrade-insecure-requests` sent. Plain HTTP by default.
   */
  https?: boolean;
  /** HSTS asks for the browsers' preload list (`HSTS_PRELOAD=1`); only with `https`. */
  hstsPreload?: boolean;
  /** The page views and funnel steps, kept beside the leads (ANALYTICS_RETENTION_MONTHS, ANALYTICS_MAX_EVENTS); `false` keeps none. */
  analytics?: (Pick<AnalyticsOptions, "retentionMonths" | "maxEvents" | "flushMs" | "now"> & { digests?: DigestOptions }) | false;
};

/** Set by a handler whose response already carries the security headers. */
type AppEnv = { Bindings: Partial<HttpBindings | Http2Bindings>; Variables: { hasSecurityHeaders?: true } };

function readCspManifest(buildDir: string): CspManifest {
  const file = join(buildDir, "csp.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : { pages: {}, connectOrigins: [] };
}

/** The headers of a file's response besides those `send` works out (type, length, validators). */
function fileHeaders(file: SiteFile, csp: CspManifest, transport: Transport): Record<string, string> {
  if (file.contentType.startsWith("text/html")) {
    return manifestPageHeaders(csp, file.key, transport);
  }
  return { ...securityHeaders(transport), "Cache-Control": cacheControlFor(file.key) };
}

export function createApp({ buildDir, outbox, https = false, hstsPreload = false, analytics: analyticsOptions }: ServerOptions) {
  const site = indexStaticSite(join(buildDir, "client"));
  const csp = readCspManifest(buildDir);
  // Pages report what their policy blocks to the server, which counts it (./reports.ts).
  const transport: Transport = { https, hstsPreload, cspReports: CSP_REPORT_PATH };
  const baseSecurityHeaders = securityHeaders(transport);
  const plainError = (status: 400 | 404 | 500, text: string) =>
    new Response(text, { status, headers: { ...baseSecurityHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  const headersOf = new Map<SiteFile, Record<string, string>>();
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    await next();
    // Files carry these already, and a streamed file's response is no longer ours to change.
    if (c.get("hasSecurityHeaders")) return;
    // On the response itself: c.header() after the handler has run copies the whole response.
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
  });

  // One short line, never a stack trace per request: the log must survive a flood of odd requests.
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path.slice(0, 200)}: ${error.name}: ${error.message.slice(0, 200)}`);
    return plainError(500, "Internal Server Error");
  });

  function headersFor(file: SiteFile) {
    let headers = headersOf.get(file);
    if (!headers) headersOf.set(file, (headers = fileHeaders(file, csp, transport)));
    return headers;
  }

  // The Not Found page is small and always answered whole: held in memory in each stored form.
  const notFoundPage = site.lookup("/404.html").file;
  const notFoundBodies = new Map<string, Uint8Array<ArrayBuffer>>();
  function notFound(c: Context<AppEnv>) {
    if (!notFoundPage) return plainError(404, "Not Found");
    const { path, encoding } = chooseEncoding(notFoundPage, c.req.header("accept-encoding"));
    let body = notFoundBodies.get(path);
    if (!body) notFoundBodies.set(path, (body = new Uint8Array(readFileSync(path))));
    c.set("hasSecurityHeaders", true);
    const headers: Record<string, string> = {
      ...headersFor(notFoundPage),
      "Content-Type": notFoundPage.contentType,
      "Content-Length": String(body.byteLength),
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(c.req.method === "HEAD" ? null : body, { status: 404, headers });
  }

  app.route("/", cspReports());
  // The lead endpoint tells the analytics each submission's outcome, once both exist.
  let analytics: Analytics | undefined;
  const onOutcome: OutboxOptions["onOutcome"] = (...outcome) => analytics?.outcome(...outcome);
  const analyticsSettings = analyticsOptions === false ? undefined : { ...analyticsOptionsFromEnv(), ...analyticsOptions };
  // The events' share of the file is kept beyond the leads' own limit: they never crowd a lead out.
  const reservedBytes = analyticsSettings ? (analyticsSettings.maxEvents ?? DEFAULT_ANALYTICS_MAX_EVENTS) * EVENT_BYTES : 0;
  const leads = outbox ? createOutbox({ ...outbox, onOutcome, reservedBytes }) : outboxFromEnv(process.env, { onOutcome, reservedBytes });
  app.route("/", leads);
  if (analyticsSettings) {
    // Opened once the lead store has claimed its file: the events have a table of their own in it.
    analytics = createAnalytics({
      database: leads.store.database,
      trustProxy: outbox?.trustProxy ?? (outbox ? undefined : trustProxiesFromEnv().trust),
      isPage: (path) => {
        const { file } = site.lookup(path);
        return Boolean(file && file.contentType.startsWith("text/html") && file.key !== "/404.html");
      },
      ...analyticsSettings,
      maxBytes: reservedBytes,
    });
    app.route("/", analytics.router);
    // The weekly summary and the silence alert, through the leads' delivery (ANALYTICS_WEEKLY_SUMMARY, ANALYTICS_SILENCE_HOURS).
    const delivery = outbox ? outbox.delivery : deliveryOptionsFromEnv();
    startAnalyticsDigests(analytics.store, leads.store.database, delivery, analyticsSettings.digests ?? (outbox ? {} : digestOptionsFromEnv()));
  }

  app.on(["GET", "HEAD"], "*", (c) => {
    const found = site.lookup(c.req.path);
    if ("badRequest" in found && found.badRequest) return plainError(400, "Bad Request: the address is not valid percent-encoding");
    const { file } = found;
    if (!file || file.key === "/404.html") return notFound(c);
    const { incoming, outgoing } = c.env;
    if (!incoming || !outgoing) throw new Error("Static files are served by the Node server (createApp().fetch under @hono/node-server)");
    c.set("hasSecurityHeaders", true);
    sendFile(incoming, outgoing, file, headersFor(file));
    return RESPONSE_ALREADY_SENT;
  });

  app.all("*", (c) => c.json({ error: "Method Not Allowed" }, 405, { Allow: "GET, HEAD" }));

  return Object.assign(app, { analytics });
}
