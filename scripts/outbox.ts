/*
 * `npm run outbox`: what the contact forms sent to the local outbox, newest first, from the
 * outbox file and the files rotated from it (docs/server.md), read line by line.
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
