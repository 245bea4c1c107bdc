// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { LegalPage } from "~/content/schema";

/** Each file that writes to the browser's storage, and the words /privacy's list of what the browser keeps uses for it. */
const KEPT = {
  "src/features/contact/lead-source.ts": /^Where your enquiry came from/,
  "src/features/contact/drafts.ts": /^A draft of a contact form/,
  "src/features/contact/contact-openers.ts": /^A draft of a contact form/,
  "src/lib/text-face.ts": /typeface/,
};
/** Written only on a site whose forms go through EmailJS, and described in that route's own section. */
const KEPT_FOR_EMAILJS = { "src/features/contact/send-email.ts": /Your browser keeps the time you last sent each form/ };

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [join(folder, entry.name)] : [],
  );

describe("/privacy lists everything the site keeps in a visitor's browser", () => {
  const privacy = parse(readFileSync("src/content/legal/privacy.yaml", "utf8")) as LegalPage;
  const kept = privacy.sections.find((section) => section.id === "cookies")!;

  it("names each thing the code stores, and nothing it does not", () => {
    // The content editor runs on its own origin and is not the website (decision 033).
    const writers = sourceFiles("src")
      .filter((file) => !file.startsWith("src/cms/"))
      .filter((file) => /\.setItem\(/.test(readFileSync(file, "utf8")));
    expect(writers.sort()).toEqual([...Object.keys(KEPT), ...Object.keys(KEPT_FOR_EMAILJS)].sort());
    const emailjsRoute = privacy.sections.find((section) => section.id === "how-submissions-are-delivered" && section.formsMode === "emailjs")!;
    for (const [file, words] of Object.entries(KEPT_FOR_EMAILJS)) expect(emailjsRoute.paragraphs.join(" "), file).toMatch(words);
    for (const [file, words] of Object.entries(KEPT)) expect(kept.list!.some((item) => words.test(item)), file).toBe(true);
    expect(kept.list).toHaveLength(new Set(Object.values(KEPT).map(String)).size);
    expect(kept.paragraphs.join(" ")).not.toMatch(/\b(two|three|four) things\b/);
  });
});
