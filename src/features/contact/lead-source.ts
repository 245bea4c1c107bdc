/*
 * Where a lead came from, noted in the tab as the visitor moves through the site and sent with
 * the form: the visit's landing page, the referring site's host, the visit's UTM parameters, the
 * page the form is sent from, the control that opened it, and the notice's version. Kept only in
 * `sessionStorage` (this tab, until it closes): no cookie, nothing that links two visits.
 */
import { NOTICE_VERSION, SOURCE_MAX_LENGTH, type EmailKind, type SourceParams } from "~/shared/email-params";
import { OPENER_ATTRIBUTE } from "./contact-openers";
import { paths } from "~/lib/paths";
import { PULSE_QUEUE } from "~/shared/analytics-events";

export const VISIT_KEY = "kovira-lead-visit";
const OPENER_KEY = "kovira-lead-opener";
const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

type Visit = Pick<SourceParams, "landing_page" | "referrer_host" | (typeof UTM)[number]>;
type Opener = { kind: EmailKind; label: string; page: string };

const clip = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, SOURCE_MAX_LENGTH);

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): T | undefined {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** What the recorder needs to know, passed in so that its source stands alone (LEAD_SOURCE_SCRIPT). */
type RecorderSettings = {
  visitKey: string;
  openerKey: string;
  utm: readonly string[];
  maxLength: number;
  openers: string;
  openerAttribute: string;
  pages: Record<EmailKind, string>;
  /** The analytics queue each opener's tap is also counted in (`~/features/analytics`). */
  queue: string;
  /** The analytics beacon, asked for once the page has loaded; none when analytics is off. */
  beacon: string;
};

/**
 * Notes, in the tab, the visit's first page, referrer and campaign (once per tab), and from then on
 * the control each form is opened with, at the moment it is clicked. Self-contained: the layout
 * inlines its source at the start of every page's body (LEAD_SOURCE_SCRIPT), so the first page of
 * a visit is noted however soon the visitor leaves it, and an opener tapped before any module has
 * loaded is noted too. Each opener's tap is also counted for the analytics (once, here, however early),
 * and the analytics beacon is asked for after the `load` event: nothing before the first paint.
 */
export function recordLeadSource(win: Window, settings: RecorderSettings) {
  const { visitKey, openerKey, utm, maxLength, openers, openerAttribute, pages, queue, beacon } = settings;
  const clip = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, maxLength);
  const write = (key: string, value: unknown) => {
    try {
      win.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage blocked or full: the lead goes without it.
    }
  };
  try {
    if (!win.sessionStorage.getItem(visitKey)) {
      const { location, document } = win;
      let referrerHost = "";
      try {
        const from = new URL(document.referrer);
        if (from.origin !== location.origin) referrerHost = from.host;
      } catch {
        // No referrer, or not a URL.
      }
      const search = new URLSearchParams(location.search);
      const visit: Record<string, string> = { landing_page: clip(location.pathname), referrer_host: clip(referrerHost) };
      for (const name of utm) visit[name] = clip(search.get(name) ?? "");
      write(visitKey, visit);
    }
  } catch {
    // Storage blocked: nothing to note.
  }
  win.document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(openers) : null;
      if (!target) return;
      const attribute = target.getAttribute(openerAttribute);
      const href = target.getAttribute("href");
      const kind = attribute === "meeting" || href === pages.meeting ? "meeting" : attribute === "connect" || href === pages.connect ? "connect" : "";
      if (!kind) return;
      // The name a person reads on it: its label, else its text.
      const labelledBy = target.getAttribute("aria-labelledby");
      const byId = labelledBy ? labelledBy.split(/\s+/).map((id: string) => win.document.getElementById(id)?.textContent ?? "").join(" ") : "";
      const name = clip(byId || target.getAttribute("aria-label") || target.textContent || target.getAttribute("title") || "");
      const where = target.closest("header, nav, footer, main, aside");
      const label = [name, where ? `(${where.tagName.toLowerCase()})` : ""].filter(Boolean).join(" ");
      write(openerKey, { kind, label, page: clip(win.location.pathname) });
      const steps = win as unknown as Record<string, { push(step: unknown): void } | undefined>;
      (steps[queue] ??= [] as unknown[]).push(["Opener", { form: kind, control: label }]);
    },
    { capture: true },
  );
  if (!beacon) return;
  // Once the page has loaded and painted (a quick page can load before its first paint): the
  // browser's first-contentful-paint entry, or the first frame where there is no paint timing.
  let loaded = false;
  let painted = false;
  const ask = () => {
    if (!loaded || !painted) return;
    const script = win.document.createElement("script");
    script.src = beacon;
    win.document.head.append(script);
  };
  win.addEventListener("load", () => {
    loaded = true;
    ask();
  });
  const paint = () => {
    painted = true;
    ask();
  };
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        paint();
      }
    }).observe({ type: "paint", buffered: true });
  else win.requestAnimationFrame(() => win.setTimeout(paint));
}

const FORM_PAGES: Record<EmailKind, string> = { meeting: paths.bookMeeting, connect: paths.connect };

const RECORDER_SETTINGS: Omit<RecorderSettings, "beacon"> = {
  visitKey: VISIT_KEY,
  openerKey: OPENER_KEY,
  utm: UTM,
  maxLength: SOURCE_MAX_LENGTH,
  openers: `a[href="${paths.connect}"], a[href="${paths.bookMeeting}"], [${OPENER_ATTRIBUTE}]`,
  openerAttribute: OPENER_ATTRIBUTE,
  pages: FORM_PAGES,
  queue: PULSE_QUEUE,
};

/**
 * The script the layout inlines at the start of the body (named "lead-source" for the CSP), with
 * the analytics beacon's path ("" when analytics is off: no beacon is asked for).
 */
export const leadSourceScript = (beacon: string) => `(${recordLeadSource.toString()})(window,${JSON.stringify({ ...RECORDER_SETTINGS, beacon })})`;

/** Starts noting the visit and the openers clicked in this page (what the inlined script runs), with no beacon. */
export function startLeadSource() {
  recordLeadSource(window, { ...RECORDER_SETTINGS, beacon: "" });
}

/** What goes beside a form's fields: where the lead came from. */
export function leadSource(kind: EmailKind): SourceParams {
  const visit = read<Visit>(VISIT_KEY);
  const opener = read<Opener>(OPENER_KEY);
  return {
    landing_page: visit?.landing_page ?? "",
    referrer_host: visit?.referrer_host ?? "",
    utm_source: visit?.utm_source ?? "",
    utm_medium: visit?.utm_medium ?? "",
    utm_campaign: visit?.utm_campaign ?? "",
    utm_term: visit?.utm_term ?? "",
    utm_content: visit?.utm_content ?? "",
    sent_from: clip(window.location.pathname),
    // The opener counts for its own form, clicked on this page or leading to the form's page;
    // else the form was reached directly.
    opened_by: opener && opener.kind === kind && [opener.page, FORM_PAGES[kind]].includes(window.location.pathname) ? opener.label : "",
    notice_version: NOTICE_VERSION,
  };
}
