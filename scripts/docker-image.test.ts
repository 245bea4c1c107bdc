// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMAILJS_VARIABLES } from "../src/features/contact/email-config";

const dockerfile = readFileSync("Dockerfile", "utf8");
const runLines = dockerfile.split("\n").filter((line) => /^RUN\b/.test(line));
const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

describe("the Docker image", () => {
  it("installs only what package-lock.json pins: npm ci, never an install by name", () => {
    expect(runLines.join("\n")).toContain("npm ci");
    for (const line of runLines) expect(line).not.toMatch(/\bnpm (install|i|add)\b|\bnpx\b|\byarn\b|\bpnpm\b/);
  });

  it("runs the compiled server with Node alone, under an init process, as a non-root user", () => {
    expect(runtime).toContain('CMD ["node", "build/server/index.mjs"]');
    expect(runtime).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime).toMatch(/\nUSER node\n/);
    expect(runtime).toMatch(/\nHEALTHCHECK /);
  });

  it("carries the site and the server, nothing else: no node_modules, no sources, no npm, no editor", () => {
    const copies = runtime.split("\n").filter((line) => line.startsWith("COPY"));
    expect(copies).toEqual([
      "COPY --from=build /app/build/client ./build/client",
      "COPY --from=build /app/build/csp.json ./build/",
      "COPY --from=build /app/build/server ./build/server",
    ]);
    expect(runtime).toContain("/usr/local/lib/node_modules/npm");
  });

  it("takes its base, pinned by digest, by one argument for both stages", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\}/gm)).toHaveLength(2);
  });

  it("takes the forms' mode as build arguments: every variable the build reads to choose it", () => {
    const build = dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "));
    for (const variable of EMAILJS_VARIABLES) {
      expect(build).toMatch(new RegExp(`^(ARG|  ).*\\b${variable}=""`, "m"));
      expect(build).toContain(`${variable}=$${variable}`);
    }
  });

  it("keeps the outbox on a named volume (compose.yaml)", () => {
    const compose = readFileSync("compose.yaml", "utf8");
    expect(compose).toContain("- kovira-data:/data");
    expect(compose).toMatch(/^volumes:\n {2}kovira-data:/m);
    expect(runtime).toContain('VOLUME ["/data"]');
  });

  it("leaves .env and its variants out of the build context", () => {
    const ignored = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining([".env", ".env.*"]));
  });
});
