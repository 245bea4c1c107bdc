import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { pictureCatalogue } from "~/content/images";
import { INSIGHT_TAG_LABELS } from "~/content/schema";

/**
 * What the content editor shows by name rather than by ID: the pictures a picture field offers
 * (with the width of their thumbnail), team members, topics and pages, by their IDs.
 */
export const GET: APIRoute = async () => {
  const [team, industries, capabilities, cases] = await Promise.all([
    getCollection("team"),
    getCollection("industries"),
    getCollection("capabilities"),
    getCollection("cases"),
  ]);
  const titles = (entries: { id: string; data: { title: string } }[]) => Object.fromEntries(entries.map(({ id, data }) => [id, data.title]));
  const catalogue = {
    pictures: pictureCatalogue(),
    names: {
      authors: Object.fromEntries(team.map(({ id, data }) => [id, data.name])),
      tags: INSIGHT_TAG_LABELS,
      industries: titles(industries),
      capabilities: titles(capabilities),
      cases: titles(cases),
    },
  };
  return new Response(JSON.stringify(catalogue), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
