import { sync } from "astro";
import { fileURLToPath } from "node:url";

/**
 * Vitest's global setup: Astro's content layer reads and validates the content files first, so
 * that the tests read the collections as the build does (src/content/store.ts).
 */
export default async function syncContent() {
  await sync({ root: fileURLToPath(new URL("..", import.meta.url)), logLevel: "warn" });
}
