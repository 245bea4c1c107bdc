import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function slugs(dir: string) {
  return readdirSync(join(dirname(fileURLToPath(import.meta.url)), "../../app/content", dir))
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
    .map((file) => file.replace(/\.ts$/, ""));
}

export const productSlugs = slugs("products");
export const serviceSlugs = slugs("services");
export const caseSlugs = slugs("case");

export const allRoutes = [
  "/",
  ...productSlugs.map((s) => `/products/${s}`),
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...caseSlugs.map((s) => `/case/${s}`),
  "/privacy",
  "/terms",
  "/security",
];
