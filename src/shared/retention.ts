/**
 * How long we keep what the forms send: the one value the privacy notice quotes (its `{retention}`),
 * the forms' notice repeats, and the local outbox's purge applies (`npm run outbox -- --purge`).
 */
export const RETENTION_MONTHS = 24;

/** The retention as a visitor reads it: "24 months". */
export const RETENTION_TEXT = `${RETENTION_MONTHS} months`;

/**
 * How long the site's counts of visits are kept: a year compared with the one before. The server
 * deletes older events by default (`ANALYTICS_RETENTION_MONTHS`), and `/privacy` and `/security`
 * quote it (`{countsRetention}`), beside the 25 months that France's CNIL sets as the ceiling.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;

/** The counts' retention as a visitor reads it: "13 months". */
export const ANALYTICS_RETENTION_TEXT = `${ANALYTICS_RETENTION_MONTHS} months`;

/** The instant before which a submission made at `now` is past its retention. */
export function retentionCutoff(now: Date, months = RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** An age as the outbox's purge takes it, `24m` (months) or `90d` (days), as the instant that long before `now`. */
export function cutoffForAge(age: string, now = new Date()): Date | undefined {
  const match = /^(\d+)([md])$/.exec(age.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === "m" ? retentionCutoff(now, amount) : new Date(now.getTime() - amount * 24 * 60 * 60 * 1000);
}

/**
 * How a form's details reach the team, in the notice under each form, for each way the forms can
 * be delivered (`EmailConfig["mode"]`). `/privacy` shows the sections written for the same mode
 * (`formsMode` in src/content/legal/privacy.yaml), so the two always describe the same route.
 */
export const DELIVERY_ROUTE = { emailjs: "by email through EmailJS", outbox: "through this website's own server" } as const;

/** With JavaScript off, every form's page hands its details to the visitor's own mail program instead. */
const NO_SCRIPT_ROUTE = "With JavaScript off, your own mail program sends the details alone.";

/** The notice under each form: what happens to the details, and for how long. */
export function formNotice(mode: keyof typeof DELIVERY_ROUTE) {
  return `Your details, with the page you send them from and where your visit began, reach our team ${DELIVERY_ROUTE[mode]}. ${NO_SCRIPT_ROUTE} We use them only to reply and to see what brings enquiries, and delete them ${RETENTION_TEXT} after our last contact.`;
}
