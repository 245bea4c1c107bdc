/*
 * The JSON-lines outbox the server kept before the lead store: imported once at start-up. Each
 * file (`outbox.jsonl` and the files rotated from it) is read into the store in one transaction,
 * then deleted; every line gets an id derived from its bytes, so an import cut short by a crash
 * between the commit and the delete imports nothing twice the next time.
 */
import { createHash } from "node:crypto";
import { closeSync, constants, existsSync, fsyncSync, openSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { EmailKind } from "../src/shared/email-params";
import type { LeadRequest, LeadStore } from "./lead-store";

/** The outbox file and the files rotated from it (`outbox.jsonl.1`, `outbox.jsonl.2026-11-26`…). */
export function legacyOutboxFiles(file: string): string[] {
  const folder = dirname(file);
  const name = basename(file);
  if (!existsSync(folder)) return [];
  const rotated = readdirSync(folder)
    .filter((entry) => entry.startsWith(`${name}.`) && !entry.endsWith(".lock") && !entry.endsWith(".purging"))
    .map((entry) => join(folder, entry));
  return [...rotated, ...(existsSync(file) ? [file] : [])];
}

type LegacyLine = { timestamp?: unknown; kind?: unknown } & Partial<LeadRequest>;

function isLegacyEntry(line: LegacyLine): line is { timestamp: string; kind: EmailKind } & LeadRequest {
  return (
    typeof line.timestamp === "string" &&
    !Number.isNaN(Date.parse(line.timestamp)) &&
    (line.kind === "meeting" || line.kind === "connect") &&
    typeof line.template_params === "object" &&
    line.template_params !== null
  );
}

/** What an import did, per file: leads stored, and lines that were not leads (a write cut short, never acknowledged). */
export type ImportResult = { file: string; imported: number; unreadable: number };

/** Imports every outbox file beside `file` into the store, then deletes them (and the old lock). */
export function importLegacyOutbox(store: LeadStore, file: string): ImportResult[] {
  const results: ImportResult[] = [];
  for (const path of legacyOutboxFiles(file)) {
    const lines = readFileSync(path, "utf8").split("\n").filter((line) => line.trim() !== "");
    let unreadable = 0;
    const imported = store.transaction(() => {
      let count = 0;
      for (const line of lines) {
        let parsed: LegacyLine;
        try {
          parsed = JSON.parse(line) as LegacyLine;
        } catch {
          unreadable += 1;
          continue;
        }
        if (!isLegacyEntry(parsed)) {
          unreadable += 1;
          continue;
        }
        const { timestamp, kind, lib_version = "", user_id = "", service_id = "", template_id = kind, template_params } = parsed;
        const id = `outbox-${createHash("sha256").update(line).digest("hex").slice(0, 32)}`;
        store.add(kind, { lib_version, user_id, service_id, template_id, template_params }, new Date(timestamp), id);
        count += 1;
      }
      return count;
    });
    unlinkSync(path);
    results.push({ file: path, imported, unreadable });
  }
  const lock = `${file}.lock`;
  if (existsSync(lock)) unlinkSync(lock);
  if (results.length > 0 && existsSync(dirname(file))) {
    const fd = openSync(dirname(file), constants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  return results;
}
