import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { parsePageTitles, readPageTitles } from "./content.ts";

describe("parsePageTitles", () => {
  it("reads title and sections[].title, ignoring other keys", () => {
    const yaml = `
slug: fintech
title: Fintech
heroImage: { id: services/fintech/hero, alt: x }
sections:
  - id: one
    title: "Loans: from application to payout"
    content: >
      Long text.
  - id: two
  - id: three
    title: Third
`;
    assert.deepEqual(parsePageTitles(yaml), { title: "Fintech", sections: ["Loans: from application to payout", undefined, "Third"] });
  });

  it("allows a page without title or sections", () => {
    assert.deepEqual(parsePageTitles("slug: x\n"), { sections: [] });
  });

  it("names the file and key of a malformed page", () => {
    assert.throws(() => parsePageTitles("title: [a, b]\n", "p.yaml"), /p\.yaml: title must be a string/);
    assert.throws(() => parsePageTitles("sections: nope\n", "p.yaml"), /p\.yaml: sections must be a list/);
    assert.throws(() => parsePageTitles("sections:\n  - just text\n", "p.yaml"), /sections\[0\] must be a mapping/);
    assert.throws(() => parsePageTitles("sections:\n  - title: 3\n", "p.yaml"), /sections\[0\]\.title must be a string/);
    assert.throws(() => parsePageTitles("- a\n- b\n", "p.yaml"), /expected a mapping/);
    assert.throws(() => parsePageTitles("title: [unclosed\n", "p.yaml"), /p\.yaml: not valid YAML/);
  });
});

describe("readPageTitles", () => {
  const dir = mkdtempSync(join(tmpdir(), "artwork-content-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reads {key}.yaml and returns undefined when there is none", () => {
    mkdirSync(join(dir, "services"));
    writeFileSync(join(dir, "services", "fintech.yaml"), "title: Fintech\nsections:\n  - title: A\n");
    writeFileSync(join(dir, "services", "edtech.ts"), "export default { sections: [{ title: 'ignored' }] };\n");
    assert.deepEqual(readPageTitles("services/fintech", dir), { title: "Fintech", sections: ["A"] });
    assert.equal(readPageTitles("services/edtech", dir), undefined);
  });
});
