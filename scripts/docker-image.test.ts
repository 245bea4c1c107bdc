// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

const dockerfile = readFileSync("Dockerfile", "utf8");
const runLines = dockerfile.split("\n").filter((line) => /^RUN\b/.test(line));
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every file under src/ that the server's modules import, followed through src/ itself. */
function sourcesTheServerImports() {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
      const target = normalize(join(dirname(file), specifier!)).replace(/(\.ts)?$/, ".ts");
      if (!target.startsWith("src/") || seen.has(target)) continue;
      seen.add(target);
      visit(target);
    }
  };
  for (const name of readdirSync("server").filter((name) => name.endsWith(".ts") && !name.includes(".test.") && name !== "test-server.ts"))
    visit(join("server", name));
  return [...seen].map((file) => relative(".", file));
}

describe("the Docker image", () => {
  it("installs only what package-lock.json pins: npm ci, then a prune, never an install by name", () => {
    expect(runLines.join("\n")).toContain("npm ci");
    for (const line of runLines) expect(line).not.toMatch(/\bnpm (install|i|add)\b|\bnpx\b|\byarn\b|\bpnpm\b/);
  });

  it("runs the server with a locked production dependency", () => {
    expect(dockerfile).toMatch(/CMD \["node_modules\/\.bin\/tsx", "server\/index\.ts"\]/);
    expect(packageJson.dependencies.tsx).toBeDefined();
    expect(packageJson.devDependencies.tsx).toBeUndefined();
  });

  it("leaves .env and its variants out of the build context", () => {
    const ignored = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining([".env", ".env.*"]));
  });

  it("copies every source file the server imports", () => {
    const sources = sourcesTheServerImports();
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) expect(dockerfile, file).toContain(`COPY --from=build /app/${file} ./${dirname(file)}/`);
  });
});
