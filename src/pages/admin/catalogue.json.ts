import type { APIRoute } from "astro";
import { getCollection, getEntry } from "astro:content";
import { getCaseBrowse } from "~/content";
import { countsOf, factTexts } from "~/content/counts";
import { pictureCatalogue } from "~/content/images";
import { rationFacts, rationTexts } from "~/content/rationed";
import { INSIGHT_TAG_LABELS, LEGAL_SLUGS } from "~/content/schema";
import { siteRoutes } from "~/content/site-links";
import type { SiteFacts } from "~/cms/editor-rules";
import { signatureCatalogue } from "~/sections/home/svg-assets.server";
import { site as siteSettings } from "~/content/site";

/**
 * What the content editor shows by name rather than by ID: the pictures a picture field offers
 * (with the width of their thumbnail), the signatures, team members, topics and pages, by their
 * IDs; and what its checks across files read of the files not being edited (src/cms/editor-rules.ts).
 */
export const GET: APIRoute = async () => {
  const [team, industries, capabilities, cases, insights, home, browse, about, legal, howWeWork] = await Promise.all([
    getCollection("team"),
    getCollection("industries"),
    getCollection("capabilities"),
    getCollection("cases"),
    getCollection("insights"),
    getEntry("home", "home"),
    getCaseBrowse(),
    getEntry("about", "about"),
    getCollection("legal"),
    getEntry("howWeWork", "how-we-work"),
  ]);
  const titles = (entries: { id: string; data: { title: string } }[]) => Object.fromEntries(entries.map(({ id, data }) => [id, data.title]));
  const engineers = home?.data.statistics.find((stat) => stat.icon === "users");
  const site: SiteFacts = {
    routes: siteRoutes({
      industries: industries.map((entry) => entry.id),
      capabilities: capabilities.map((entry) => entry.id),
      cases: cases.map((entry) => entry.id),
      legal: LEGAL_SLUGS,
      insights: insights.map((entry) => ({ slug: entry.id, tags: entry.data.tags })),
      facets: Object.values(browse.options).flatMap((options) => options.map((option) => option.href)),
    }),
    cases: Object.fromEntries(
      cases.map(({ id, data }) => [
        id,
        {
          industry: data.industry,
          ...(data.facts.industry ? { industryPage: data.facts.industry.id } : {}),
          capabilities: data.facts.capabilities.map((capability) => capability.id),
          client: data.client,
          title: data.title,
        },
      ]),
    ),
    capabilities: titles(capabilities),
    industries: titles(industries),
    teamSize: siteSettings.commitments.teamSize,
    ...(engineers ? { engineers: { value: engineers.value, suffix: engineers.suffix, title: engineers.title } } : {}),
    rationed: rationFacts(
      rationTexts({ industries, capabilities, cases, legal, home: home?.data, about: about?.data, howWeWork: howWeWork?.data, insights }),
      Object.fromEntries([
        ...[industries, capabilities, cases, legal, insights].flatMap((entries) =>
          entries.map(({ id, collection, data }) => [`src/content/${collection}/${id}.${collection === "insights" ? "mdx" : "yaml"}`, data.title]),
        ),
        ["src/content/home/home.yaml", "Home page"],
        ["src/content/about/about.yaml", "About"],
        ["src/content/how-we-work/how-we-work.yaml", "How we work"],
      ]),
    ),
    counts: {
      cases: cases.length,
      industries: industries.length,
      capabilities: capabilities.length,
      people: engineers?.value ?? 0,
      foundingYear: siteSettings.foundingYear,
    },
  };
  const catalogue = {
    pictures: pictureCatalogue(),
    signatures: signatureCatalogue(),
    names: {
      authors: Object.fromEntries(team.map(({ id, data }) => [id, data.name])),
      tags: INSIGHT_TAG_LABELS,
      industries: titles(industries),
      capabilities: titles(capabilities),
      cases: titles(cases),
      tokens: {
        counts: countsOf({ cases, capabilities, industries, articles: insights, practices: about?.data.organisation.teams ?? [] }),
        facts: factTexts(siteSettings.commitments),
      },
    },
    site,
  };
  return new Response(JSON.stringify(catalogue), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
