/*
 * What the site counts, in one place for the beacon, the forms and the server: a page view per
 * load and the conversion steps. Nothing here names a visitor, and nothing is stored on the device.
 */

/** Where the beacon posts, on the site's own origin (a static host rewrites it to the provider chosen at build). */
export const PULSE_PATH = "/pulse";
/** The beacon itself: an external file, asked for after the page's `load` event. */
export const BEACON_PATH = "/pulse.js";
/** The page's queue of steps taken before the beacon has loaded (the beacon then takes it over). */
export const PULSE_QUEUE = "__pulse";

/**
 * The steps of the funnel as the beacon names them. `Sent`, `Failed` and `Refused` come from the
 * browser only where the site has no server of its own (EmailJS); the site's own server counts them
 * from its answer and ignores any a browser sends.
 */
export const BROWSER_STEPS = ["pageview", "Opener", "Form", "Submit"] as const;
export const OUTCOMES = ["Sent", "Failed", "Refused"] as const;
export type BrowserStep = (typeof BROWSER_STEPS)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type PulseName = BrowserStep | Outcome;

/** What a step carries besides its page: which form, which control opened it. */
export type PulseProps = { form?: string; control?: string };

/** The longest a text of an event may be (a control's label, a host, a campaign). */
export const PULSE_TEXT_MAX = 100;
