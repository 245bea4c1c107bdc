import type { APIRoute } from "astro";
import { getSitePageGroups } from "~/endpoints/site-pages";
import { site } from "~/content/site";
import { llmsTxt } from "~/lib/seo-files";

/** The site for language models (llmstxt.org): each content page in menu order, with its summary. */
export const GET: APIRoute = async () => {
  const groups = await getSitePageGroups();
  const body = llmsTxt(site, [
    { heading: "Industries", pages: groups.industries },
    { heading: "Capabilities", pages: groups.capabilities },
    { heading: "Case studies", pages: groups.cases },
    { heading: "Insights", pages: groups.insights },
    { heading: "Company", pages: groups.company },
  ]);
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
