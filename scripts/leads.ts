/*
 * `npm run leads` (also `npm run outbox`): what the contact forms sent to the site's own server,
 * newest first, from the lead store (docs/server.md). It reads alongside a running server.
 *
 *   npm run leads -- --limit 5                 the five most recent
 *   npm run leads -- --purge                   delete submissions older than the privacy notice's retention
 *   npm run leads -- --purge-older-than 24m    ...older than 24 months (or `90d`, 90 days)
 *
 * A running server purges by itself at start-up and once a day.
 */
import { parseArgs } from "node:util";
import { cutoffForAge, RETENTION_MONTHS } from "../src/features/contact/retention";
import { readLeads, purgeLeads } from "../server/lead-store";
import { formatOutboxEntry, outboxOptionsFromEnv } from "../server/outbox";

const { values } = parseArgs({ options: { limit: { type: "string" }, purge: { type: "boolean" }, "purge-older-than": { type: "string" } } });
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

const { entries, total } = readLeads(database, { limit });

if (total === 0) {
  console.log(`No submissions yet in ${database}.`);
} else {
  const count = total === 1 ? "1 submission" : `${total} submissions`;
  const showing = entries.length < total ? `, the ${entries.length} newest` : ", newest first";
  console.log(`${count} in ${database}${showing}\n`);
  console.log(entries.map(formatOutboxEntry).join("\n\n"));
}
