import type { APIRoute } from "astro";
import { getSitePageGroups } from "~/endpoints/site-pages";
import { site } from "~/content/site";
import { llmsTxt } from "~/lib/seo-files";

type Groups = Awaited<ReturnType<typeof getSitePageGroups>>;

/** Each group's heading: a group the site's page list gains is a type error until it has one, then listed here. */
const HEADINGS: Record<Exclude<keyof Groups, "listings">, string> = {
  industries: "Industries",
  capabilities: "Capabilities",
  cases: "Case studies",
  insights: "Insights",
  company: "Company",
};

/** The site for language models (llmstxt.org): each content page in menu order, with its summary, in the groups of the site's page list. */
export const GET: APIRoute = async () => {
  const groups = await getSitePageGroups();
  const body = llmsTxt(
    site,
    (Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]).map((key) => ({ heading: HEADINGS[key], pages: groups[key] })),
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
