import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every decision record in docs/decisions says when it was made and whether it still holds:
 * "Date: YYYY-MM-DD. Status: accepted…" or "Status: superseded by NNN…", and every record its
 * status names exists.
 */

const DIR = join(import.meta.dirname, "../docs/decisions");
const records = readdirSync(DIR).filter((name) => /^\d{3}-.*\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

/** The record's status: from "Status:" to the end of its paragraph. */
const statusOf = (text: string) => /^Date: \d{4}-\d{2}-\d{2}\. Status: ([\s\S]*?)(?:\n\n|$)/m.exec(text)?.[1]?.replace(/\s+/g, " ");

describe("decision records", () => {
  it("each carry a date and a status: accepted, or superseded by a record that exists", () => {
    expect(records.length).toBeGreaterThan(20);
    const problems = records.flatMap((name) => {
      const status = statusOf(readFileSync(join(DIR, name), "utf8"));
      if (!status) return [`${name}: no "Date: YYYY-MM-DD. Status: …" line`];
      if (!/^(accepted|superseded by \d{3})\b/.test(status))
        return [`${name}: status "${status.slice(0, 40)}…" is neither accepted nor superseded by NNN`];
      const named = [...status.matchAll(/\b(?:superseded by|changed by|supersedes) (?:decisions? )?(\d{3})/g)].map((match) => match[1]!);
      return named.filter((number) => !numbers.has(number)).map((number) => `${name}: names decision ${number}, which does not exist`);
    });
    expect(problems).toEqual([]);
  });

  it("mark superseded the records of a build that no longer exists", () => {
    for (const prefix of ["001", "003", "004", "005", "006"]) {
      const name = records.find((record) => record.startsWith(prefix))!;
      expect(statusOf(readFileSync(join(DIR, name), "utf8")), name).toMatch(/^superseded by \d{3}/);
    }
  });
});
