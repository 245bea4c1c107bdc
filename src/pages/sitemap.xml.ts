import type { APIRoute } from "astro";
import { getSitePages } from "~/endpoints/site-pages";
import { sitemapXml } from "~/lib/seo-files";

/** Every indexable page, with when its content last changed where that is known. */
export const GET: APIRoute = async () => new Response(sitemapXml(await getSitePages()), { headers: { "Content-Type": "application/xml" } });
