import { contentSlugs, pagePaths } from "../../src/content/files";

export const productSlugs = contentSlugs("products");
export const serviceSlugs = contentSlugs("services");
export const caseSlugs = contentSlugs("case");

export const allRoutes = pagePaths();
