import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: false,
  // BUILD_DIR lets several builds live side by side (CI, previews).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
