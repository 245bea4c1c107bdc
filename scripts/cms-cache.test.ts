// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

/** The site's configuration as Astro reads it, under the environment given. */
async function config(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const file = new URL("../astro.config.mjs", import.meta.url).href;
  return ((await import(file)) as { default: { vite: { cacheDir?: string } } }).default;
}

afterEach(() => vi.unstubAllEnvs());

describe("the content editor's dev server", () => {
  it("keeps a dependency cache of its own, which a build or the content check run meanwhile does not rewrite", async () => {
    expect((await config({ CONTENT_EDITOR_SESSION: "1" })).vite.cacheDir).toBe("node_modules/.vite-content-editor");
    expect((await config({ CONTENT_EDITOR_SESSION: "" })).vite.cacheDir).toBeUndefined();
    // Each import loads the whole configuration and its integrations: seconds on a busy machine.
  }, 30_000);
});
