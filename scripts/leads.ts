/*
 * `npm run leads` (also `npm run outbox`): what the contact forms sent to the site's own server,
 * newest first, from the lead store (docs/server.md). It reads alongside a running server.
 *
 *   npm run leads -- --limit 5                 the five most recent
 *   npm run leads -- --suspect                 the suspected submissions kept apart (a filled
 *                                              honeypot, over a limit), with their reason
 *   npm run leads -- --purge                   delete submissions older than the privacy notice's retention
 *   npm run leads -- --purge-older-than 24m    ...older than 24 months (or `90d`, 90 days)
 *
 * A running server purges by itself at start-up and once a day.
 */
import { parseArgs } from "node:util";
import { cutoffForAge, RETENTION_MONTHS } from "../src/shared/retention";
import { purgeLeads, readLeads, readSuspects } from "../server/lead-store";
import { formatOutboxEntry, outboxOptionsFromEnv } from "../server/outbox";

const { values } = parseArgs({ options: { limit: { type: "string" }, suspect: { type: "boolean" }, purge: { type: "boolean" }, "purge-older-than": { type: "string" } } });
const { database } = outboxOptionsFromEnv();

if (values.purge || values["purge-older-than"] !== undefined) {
  const age = values["purge-older-than"] ?? `${RETENTION_MONTHS}m`;
  const cutoff = cutoffForAge(age);
  if (!cutoff) {
    console.error(`--purge-older-than wants months or days, as 24m or 90d, not "${age}"`);
    process.exit(1);
  }
  const { removed, kept } = purgeLeads(database, cutoff);
  console.log(`Removed ${removed} submission(s) made before ${cutoff.toISOString()}; ${kept} kept.`);
  process.exit(0);
}

const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (!(limit > 0)) {
  console.error(`--limit wants a positive number, not "${values.limit}"`);
  process.exit(1);
}

const suspects = readSuspects(database, { limit });
const { entries, total } = values.suspect ? suspects : readLeads(database, { limit });
const what = values.suspect ? "suspected submission" : "submission";

if (total === 0) {
  console.log(`No ${what}s yet in ${database}.`);
} else {
  const count = total === 1 ? `1 ${what}` : `${total} ${what}s`;
  const showing = entries.length < total ? `, the ${entries.length} newest` : ", newest first";
  console.log(`${count} in ${database}${showing}\n`);
  console.log(entries.map(formatOutboxEntry).join("\n\n"));
}
const reasons = Object.entries(suspects.byReason).map(([reason, count]) => `${reason} ${count}`);
if (values.suspect && suspects.notKept > 0) {
  console.log(`\n${suspects.notKept} more were only counted: ${reasons.join(", ")} in all.`);
} else if (!values.suspect && reasons.length > 0) {
  console.log(`\nKept apart as suspected: ${reasons.join(", ")}. npm run leads -- --suspect shows them.`);
}
