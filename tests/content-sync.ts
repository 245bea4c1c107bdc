import { sync } from "astro";
import { fileURLToPath } from "node:url";

/**
 * Vitest's global setup: Astro's content layer reads and validates the content files first, so
 * that the tests read the collections as the build does (src/content/store.ts).
 */
export default async function syncContent() {
  // `sync` runs Vite as a server, which points `CONTENT_STORE` at the dev server's store
  // (src/content/island-content.ts); the tests read the store this sync writes.
  const storeBefore = process.env.CONTENT_STORE;
  await sync({ root: fileURLToPath(new URL("..", import.meta.url)), logLevel: "warn" });
  if (storeBefore === undefined) delete process.env.CONTENT_STORE;
  else process.env.CONTENT_STORE = storeBefore;
}
