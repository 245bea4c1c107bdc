/*
 * `npm run outbox`: what the contact forms sent to the local outbox, newest first, from the
 * outbox file and the files rotated from it (docs/server.md), read line by line.
 *
 *   npm run outbox -- --limit 5                 the five most recent
 *   npm run outbox -- --purge                   delete submissions older than the privacy notice's retention
 *   npm run outbox -- --purge-older-than 24m    ...older than 24 months (or `90d`, 90 days)
 *
 * A running server purges by itself once a day; the purge here is for a server that is stopped.
 */
import { parseArgs } from "node:util";
import { cutoffForAge, RETENTION_MONTHS, RETENTION_TEXT } from "../src/features/contact/retention";
import { formatOutboxEntry, outboxOptionsFromEnv, readOutbox } from "../server/outbox";
import { lockOutbox, purgeOutbox } from "../server/outbox-file";

const { values } = parseArgs({ options: { limit: { type: "string" }, purge: { type: "boolean" }, "purge-older-than": { type: "string" } } });
const { file } = outboxOptionsFromEnv();

if (values.purge || values["purge-older-than"] !== undefined) {
  const age = values["purge-older-than"] ?? `${RETENTION_MONTHS}m`;
  const cutoff = cutoffForAge(age);
  if (!cutoff) {
    console.error(`--purge-older-than wants months or days, as 24m or 90d, not "${age}"`);
    process.exit(1);
  }
  try {
    lockOutbox(file);
  } catch (error) {
    console.error(`Cannot purge now: ${error instanceof Error ? error.message : String(error)}. A running server purges submissions older than ${RETENTION_TEXT} by itself once a day.`);
    process.exit(1);
  }
  const { removed, kept, deletedFiles } = await purgeOutbox(file, cutoff);
  console.log(`Removed ${removed} submission(s) made before ${cutoff.toISOString()}; ${kept} kept.`);
  for (const deleted of deletedFiles) console.log(`Deleted ${deleted}, which held nothing newer.`);
  process.exit(0);
}

const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (!(limit > 0)) {
  console.error(`--limit wants a positive number, not "${values.limit}"`);
  process.exit(1);
}

const { entries, unreadable, total } = await readOutbox(file, { limit });

if (total === 0) {
  console.log(`No submissions yet in ${file}.`);
} else {
  const count = total === 1 ? "1 submission" : `${total} submissions`;
  const showing = entries.length < total ? `, the ${entries.length} newest` : ", newest first";
  console.log(`${count} in ${file}${showing}\n`);
  console.log(entries.map(formatOutboxEntry).join("\n\n"));
}
if (unreadable > 0) console.warn(`\n${unreadable} line(s) could not be read and were skipped.`);
