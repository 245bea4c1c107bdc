import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Points this process's outbox at a file of its own, unless `OUTBOX_FILE` names one: the outbox is
 * locked by one server at a time, and `npm start` may be running beside a bench or an audit.
 */
export function giveOutboxOfItsOwn(name: string) {
  process.env.OUTBOX_FILE ??= join(mkdtempSync(join(tmpdir(), `kovira-${name}-`)), "outbox.jsonl");
}
