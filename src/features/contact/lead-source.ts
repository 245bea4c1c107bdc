/*
 * Where a lead came from, noted in the tab as the visitor moves through the site and sent with
 * the form: the visit's landing page, the referring site's host, the visit's UTM parameters, the
 * page the form is sent from, the control that opened it, and the notice's version. Kept only in
 * `sessionStorage` (this tab, until it closes): no cookie, nothing that links two visits.
 */
import { NOTICE_VERSION, SOURCE_MAX_LENGTH, type EmailKind, type SourceParams } from "./email-params";
import { OPENER_ATTRIBUTE } from "./contact-openers";
import { paths } from "~/lib/paths";

const VISIT_KEY = "kovira-lead-visit";
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

function write(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the lead goes without it.
  }
}

/** Notes the visit's first page, referrer and campaign, once per tab. */
export function recordVisit(location: Location = window.location, referrer = document.referrer) {
  if (read<Visit>(VISIT_KEY)) return;
  const search = new URLSearchParams(location.search);
  let referrerHost = "";
  try {
    const from = new URL(referrer);
    if (from.origin !== location.origin) referrerHost = from.host;
  } catch {
    // No referrer, or not a URL.
  }
  const visit: Visit = {
    landing_page: clip(location.pathname),
    referrer_host: clip(referrerHost),
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
  };
  for (const name of UTM) visit[name] = clip(search.get(name) ?? "");
  write(VISIT_KEY, visit);
}

const OPENERS = `a[href="${paths.connect}"], a[href="${paths.bookMeeting}"], [${OPENER_ATTRIBUTE}]`;

/** The name a person reads on a control: its label, else its text. */
function accessibleName(element: Element) {
  const labelledBy = element.getAttribute("aria-labelledby");
  const byId = labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" ") : "";
  return clip(byId || element.getAttribute("aria-label") || element.textContent || element.getAttribute("title") || "");
}

/** Notes the control a form is opened with, at the moment it is clicked. */
export function recordOpener(event: Event) {
  const target = event.target instanceof Element ? event.target.closest(OPENERS) : null;
  if (!target) return;
  const attribute = target.getAttribute(OPENER_ATTRIBUTE);
  const href = target.getAttribute("href");
  const kind: EmailKind | undefined = attribute === "meeting" || href === paths.bookMeeting ? "meeting" : attribute === "connect" || href === paths.connect ? "connect" : undefined;
  if (!kind) return;
  const where = target.closest("header, nav, footer, main, aside");
  const region = where ? where.tagName.toLowerCase() : "";
  const label = [accessibleName(target), region && `(${region})`].filter(Boolean).join(" ");
  const opener: Opener = { kind, label, page: clip(window.location.pathname) };
  write(OPENER_KEY, opener);
}

const FORM_PAGES: Record<EmailKind, string> = { meeting: paths.bookMeeting, connect: paths.connect };

let listening = false;

/** Starts noting the visit and the openers clicked in this page. */
export function startLeadSource() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  recordVisit();
  document.addEventListener("click", recordOpener, { capture: true });
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
