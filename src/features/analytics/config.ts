import { loadEnv } from "vite";
import type { AnalyticsState } from "~/content/schema";
import { emailConfigFromEnv } from "~/features/contact/email-config";

/**
 * Where the page views and the funnel's steps go, chosen at build time:
 * - `server`: to the site's own server (`npm start`), which keeps them beside the leads;
 * - `plausible` / `umami`: to that provider, through the static host's first-party rewrite of the
 *   same path (`ANALYTICS_URL` its address, `ANALYTICS_SITE` the site's domain or website id);
 * - `off`: nowhere, and the pages do not even ask for the beacon.
 * Unset, it follows the forms: the local outbox means the site's own server, so `server`; EmailJS
 * means a static host, where nothing is counted until a provider is named.
 */
export type AnalyticsConfig =
  | { mode: "server" }
  | { mode: "plausible" | "umami"; url: string; site: string }
  | { mode: "off"; why: string };

export const ANALYTICS_PROVIDERS = ["server", "plausible", "umami", "none"] as const;

/** The provider's own endpoint that the host rewrites the beacon's path to. */
export function providerEndpoint(config: AnalyticsConfig): string | undefined {
  if (config.mode === "plausible") return `${config.url}/api/event`;
  if (config.mode === "umami") return `${config.url}/api/send`;
  return undefined;
}

export function analyticsConfigFromEnv(rawEnv: Record<string, string | undefined>): AnalyticsConfig {
  const env = (key: string) => rawEnv[key]?.trim() || undefined;
  const provider = env("ANALYTICS_PROVIDER");
  if (provider !== undefined && !(ANALYTICS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(", ")}, not "${provider}"`);
  if (provider === "plausible" || provider === "umami") {
    const url = env("ANALYTICS_URL")?.replace(/\/+$/, "");
    const site = env("ANALYTICS_SITE");
    const missing = [!url && "ANALYTICS_URL", !site && "ANALYTICS_SITE"].filter(Boolean);
    if (missing.length > 0) throw new Error(`ANALYTICS_PROVIDER=${provider} needs ${missing.join(" and ")}`);
    if (!/^https:\/\/[^/]+/.test(url!)) throw new Error(`ANALYTICS_URL must be an https URL, not "${url}"`);
    return { mode: provider, url: url!, site: site! };
  }
  if (provider === "none") return { mode: "off", why: "ANALYTICS_PROVIDER=none" };
  if (provider === "server") return { mode: "server" };
  return emailConfigFromEnv(rawEnv).mode === "outbox"
    ? { mode: "server" }
    : { mode: "off", why: "the forms send through EmailJS (a static host) and no ANALYTICS_PROVIDER is set" };
}

/** The configuration this build is made with: the environment, over a `.env` file. */
export function analyticsBuildConfig(): AnalyticsConfig {
  return analyticsConfigFromEnv({ ...loadEnv("production", process.cwd(), ["VITE_", "ANALYTICS_"]), ...process.env });
}

/** Whether a site of this configuration counts its visits, as its privacy notice must say (`when` on its sections). */
export const analyticsState = (config: AnalyticsConfig): AnalyticsState => (config.mode === "off" ? "analytics-off" : "analytics-on");

/** One line for the build's log: which mode, and where events go. */
export function describeAnalytics(config: AnalyticsConfig): string {
  if (config.mode === "server") return "analytics: server mode (page views and the funnel go to the site's own server, kept beside the leads)";
  if (config.mode === "off") return `analytics: off, no beacon in the pages (${config.why})`;
  return `analytics: ${config.mode} mode (the host rewrites the beacon's path to ${providerEndpoint(config)}, site ${config.site})`;
}
