/*
 * `npm run outbox`: what the contact forms sent to the local outbox, newest first.
 * `npm run outbox -- --limit 5` shows the five most recent.
 */
import { parseArgs } from "node:util";
import { formatOutboxEntry, outboxOptionsFromEnv, readOutbox } from "../server/outbox";

const { values } = parseArgs({ options: { limit: { type: "string" } } });
const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (!(limit > 0)) {
  console.error(`--limit wants a positive number, not "${values.limit}"`);
  process.exit(1);
}

const { file } = outboxOptionsFromEnv();
const { entries, unreadable } = await readOutbox(file);

if (entries.length === 0) {
  console.log(`No submissions yet in ${file}.`);
} else {
  const shown = entries.slice(0, limit);
  const count = entries.length === 1 ? "1 submission" : `${entries.length} submissions`;
  const showing = shown.length < entries.length ? `, the ${shown.length} newest` : ", newest first";
  console.log(`${count} in ${file}${showing}\n`);
  console.log(shown.map(formatOutboxEntry).join("\n\n"));
}
if (unreadable > 0) console.warn(`\n${unreadable} line(s) could not be read and were skipped.`);
