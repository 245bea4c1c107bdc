import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Points this process's lead store at a database of its own, unless `LEADS_DB` names one: a store
 * is owned by one server at a time, and `npm start` may be running beside a bench or an audit.
 */
export function giveOutboxOfItsOwn(name: string) {
  const folder = mkdtempSync(join(tmpdir(), `kovira-${name}-`));
  process.env.LEADS_DB ??= join(folder, "leads.db");
  process.env.OUTBOX_FILE ??= join(folder, "outbox.jsonl");
}
