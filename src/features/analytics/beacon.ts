/*
 * The beacon: an external file (`/pulse.js`), asked for by the lead-source script once the page
 * has loaded, so nothing is fetched before the first paint. It counts one page view per load (a
 * restore from the back-forward cache runs no script again, so it is not counted twice), then
 * takes over the page's queue of steps (`track`, the opener and dialog scripts) and posts each to
 * the site's own origin. No cookie, no storage written, no identifier: the visit's referrer and
 * campaign are read from the note the lead-source script already keeps in the tab. A browser that
 * sends Global Privacy Control posts nothing.
 */
import { BEACON_PATH, PULSE_PATH, PULSE_QUEUE } from "~/shared/analytics-events";
import { providerEndpoint, type AnalyticsConfig } from "./config";
import { CONTACT_FORM_ATTRIBUTE } from "~/features/contact/contact-openers";
import { VISIT_KEY } from "~/features/contact/lead-source";

export type BeaconSettings = {
  path: string;
  queue: string;
  visitKey: string;
  formAttribute: string;
  /** The body's shape: Plausible's (which the site's own server also reads) or Umami's. */
  format: "plausible" | "umami";
  /** Plausible's domain or Umami's website id; the page's host when empty. */
  site: string;
};

/** Self-contained: the file is this function's source, called with its settings. */
export function startBeacon(win: Window, settings: BeaconSettings) {
  const { path, queue, visitKey, formAttribute, format, site } = settings;
  const { document: doc, location: loc, navigator: nav } = win;
  // A visitor whose browser sends Global Privacy Control is not counted: nothing is posted at all.
  if ((nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) {
    (win as unknown as Record<string, unknown>)[queue] = { push() {} };
    return;
  }
  let visit: Record<string, string> = {};
  try {
    visit = JSON.parse(win.sessionStorage.getItem(visitKey) || "{}");
  } catch {
    // No note: the steps go without their source.
  }
  const send = (name: string, props?: Record<string, string>) => {
    const url = loc.origin + loc.pathname + loc.search;
    const body =
      format === "umami"
        ? { type: "event", payload: { website: site, hostname: loc.hostname, url: loc.pathname + loc.search, referrer: doc.referrer, language: nav.language, ...(name === "pageview" ? {} : { name, data: props }) } }
        : { n: name, u: url, d: site || loc.hostname, r: doc.referrer || null, p: { ...props, source: visit.referrer_host || "", campaign: visit.utm_campaign || "" } };
    const text = JSON.stringify(body);
    if (!nav.sendBeacon?.(path, text)) fetch(path, { method: "POST", body: text, keepalive: true }).catch(() => {});
  };
  send("pageview");
  // A form page's form is shown with the page.
  for (const form of doc.querySelectorAll(`form[${formAttribute}]`)) if (!form.closest("dialog")) send("Form", { form: form.getAttribute(formAttribute) || "" });
  const waiting = (win as unknown as Record<string, [string, Record<string, string>?][]>)[queue] || [];
  for (const step of waiting) send(step[0], step[1]);
  // A step taken from now on (a tap on an opener, a send) is posted once the frame that answers
  // the tap is drawn, so that frame never waits for it; a page being hidden or left posts at once.
  const later: [string, Record<string, string>?][] = [];
  const flush = () => {
    for (const step of later.splice(0)) send(step[0], step[1]);
  };
  for (const type of ["pagehide", "visibilitychange"]) win.addEventListener(type, flush);
  (win as unknown as Record<string, unknown>)[queue] = {
    push: (step: [string, Record<string, string>?]) => {
      if (later.push(step) === 1) win.requestAnimationFrame(() => win.setTimeout(flush, 0));
    },
  };
}

/** The beacon's settings for a build's configuration, or undefined when analytics is off. */
export function beaconSettings(config: AnalyticsConfig): BeaconSettings | undefined {
  if (config.mode === "off") return undefined;
  return {
    path: PULSE_PATH,
    queue: PULSE_QUEUE,
    visitKey: VISIT_KEY,
    formAttribute: CONTACT_FORM_ATTRIBUTE,
    format: config.mode === "umami" ? "umami" : "plausible",
    site: providerEndpoint(config) ? (config as { site: string }).site : "",
  };
}

/** The beacon file's text. */
export const beaconScript = (settings: BeaconSettings) => `(${startBeacon.toString()})(window,${JSON.stringify(settings)})`;

/** The path the lead-source script loads the beacon from, or "" when analytics is off. */
export const beaconPath = (config: AnalyticsConfig) => (config.mode === "off" ? "" : BEACON_PATH);
