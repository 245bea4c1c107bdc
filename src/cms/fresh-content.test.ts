import { describe, expect, it } from "vitest";
import { contentModulesFile, islandDependencies } from "./fresh-content";

describe("the packages the dev server bundles at start", () => {
  const packages = islandDependencies(process.cwd());

  it("are React's runtime and every package an island or the contact forms import, on demand too", () => {
    expect(packages).toEqual(expect.arrayContaining(["react-dom/client", "@astrojs/react/client.js", "motion/react", "embla-carousel-react", "@radix-ui/react-tabs"]));
    // Loaded only when a form is sent or a meeting is booked: the late finds that broke the islands.
    expect(packages).toEqual(expect.arrayContaining(["@emailjs/browser", "altcha-lib/v1", "ics"]));
    expect(packages.filter((name) => name.startsWith("lucide-react/icons/")).length).toBeGreaterThan(10);
  });

  it("leave out the project's own files, Node's modules, type-only imports and the tests' packages", () => {
    expect(packages.filter((name) => /^(\.|~|node:|astro:|vitest|@testing-library)/.test(name))).toEqual([]);
    // `import type { LucideIcon } from "lucide-react"` loads nothing in the browser.
    expect(packages).not.toContain("lucide-react");
  });

  it("name the file Astro writes with each article's module", () => {
    expect(contentModulesFile("/site")).toBe("/site/.astro/content-modules.mjs");
  });
});
