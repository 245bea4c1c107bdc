import { describe, expect, it } from "vitest";
import { firstScreen, trimInlined } from "./critical-css";

describe("firstScreen", () => {
  it("keeps the boxes below the fold but not what is in them, and drops the page's own styles", () => {
    const html = `<html><head><style>a{}</style></head><body><h1 class="hero">Hi</h1><div class="offscreen-lazy" style="--h:1px"><p class="later">Later</p></div></body></html>`;
    const screen = firstScreen(html);
    expect(screen).toContain('<div class="offscreen-lazy" style="--h:1px"></div>');
    expect(screen).toContain('class="hero"');
    expect(screen).not.toContain("later");
    expect(screen).not.toContain("<style>");
  });
});

describe("trimInlined", () => {
  const css = [
    "@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-shadow:0 0 #0000}}}",
    "@layer theme{:root,:host{--color-brand:#3b4bff;--color-unused:#000;--font-sans:var(--font-inter);--font-inter:Inter}}",
    ".a{color:var(--color-brand);font-family:var(--font-sans)}",
    ".b{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring-color{syntax:"*";inherits:false}',
  ].join("");

  it("keeps the variables and registrations its rules read, through other variables", () => {
    const trimmed = trimInlined(css, "");
    expect(trimmed).toContain("--color-brand:#3b4bff");
    expect(trimmed).toContain("--font-inter:Inter");
    expect(trimmed).toContain("@property --tw-shadow");
  });

  it("drops what nothing reads, and the fallback for engines without @property", () => {
    const trimmed = trimInlined(css, "");
    expect(trimmed).not.toContain("--color-unused");
    expect(trimmed).not.toContain("--tw-ring-color");
    expect(trimmed).not.toContain("@supports");
  });

  it("keeps a variable the markup reads in a style attribute", () => {
    expect(trimInlined(css, '<div style="color:var(--color-unused)"></div>')).toContain("--color-unused:#000");
  });
});
