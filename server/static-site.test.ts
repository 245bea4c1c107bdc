// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBodyCache } from "./static-site";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "body-cache-test-"));
  file = join(dir, "page.html");
  writeFileSync(file, "first");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe("the body cache", () => {
  it("reads a file from disk once, then answers from memory", () => {
    const readBody = createBodyCache(1024);
    expect(text(readBody(file))).toBe("first");
    writeFileSync(file, "second");
    expect(text(readBody(file))).toBe("first");
  });

  it("keeps nothing beyond its budget: such a file is read from disk each time", () => {
    const readBody = createBodyCache(3);
    expect(text(readBody(file))).toBe("first");
    writeFileSync(file, "second");
    expect(text(readBody(file))).toBe("second");
  });
});
