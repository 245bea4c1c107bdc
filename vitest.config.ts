import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Dates and times in the tests are read on a UTC clock, whatever the machine's zone.
process.env.TZ = "UTC";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "integrations/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "tools/**"],
    setupFiles: ["./src/test-setup.ts"],
    // The content collections are read from Astro's content layer, synced once before the tests.
    globalSetup: ["./tests/content-sync.ts"],
    restoreMocks: true,
    // Vitest leaves a core for itself by default: one worker on a 2-core machine such as CI's, and
    // the unit tests took 84 s there. Every core runs a test file.
    maxWorkers: "100%",
  },
});
