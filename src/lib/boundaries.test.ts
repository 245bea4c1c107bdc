import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Which parts of `src` may import which: content and lib know nothing of the sections and
 * features that use them, and the UI primitives nothing of the app but `lib/`.
 */

const SRC = resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every module of `src` a file imports (types too), as a path under `src`. */
function appImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g)].flatMap(([, spec]) => {
    if (spec!.startsWith("~/")) return [spec!.slice(2)];
    if (spec!.startsWith(".")) return [relative(SRC, resolve(file, "..", spec!))];
    return [];
  });
}

function crossings(folders: string[], allowed: (target: string) => boolean) {
  return folders.flatMap((folder) =>
    sources(join(SRC, folder)).flatMap((file) =>
      appImports(file)
        .filter((target) => !allowed(target))
        .map((target) => `${relative(SRC, file)} imports ${target}`),
    ),
  );
}

describe("module boundaries", () => {
  it("content and lib import nothing from sections or features", () => {
    expect(crossings(["content", "lib"], (target) => !/^(sections|features)\//.test(target))).toEqual([]);
  });

  it("the UI primitives import nothing from the app but lib", () => {
    expect(crossings(["components/ui"], (target) => /^(lib|components\/ui)\//.test(target))).toEqual([]);
  });
});
