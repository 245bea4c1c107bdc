import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
// MDX compiles to Astro's JSX runtime; the container needs its renderer to turn an article into HTML.
import mdxRenderer from "@astrojs/mdx/server.js";
import { getInsights, render } from "~/content/insights";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { INSIGHTS_COPY } from "~/sections/insights/copy";

/** Every article in full, newest first: RSS 2.0 with `content:encoded`. */
export const GET: APIRoute = async () => {
  const insights = await getInsights();
  const container = await AstroContainer.create();
  container.addServerRenderer({ name: "astro:jsx", renderer: mdxRenderer });
  const items = await Promise.all(
    insights.map(async (insight) => {
      const { Content } = await render(insight.entry);
      return {
        title: insight.title,
        link: insight.href,
        description: insight.description,
        pubDate: insight.published,
        author: `${site.email} (${insight.author.name})`,
        categories: insight.tags.map((tag) => tag.label),
        content: await container.renderToString(Content),
      };
    }),
  );
  return rss({
    title: INSIGHTS_COPY.feedTitle,
    description: INSIGHTS_COPY.intro,
    site: site.url,
    items,
    customData: `<language>en-in</language><atom:link href="${new URL(paths.rss, site.url).href}" rel="self" type="application/rss+xml"/>`,
    // Links as the pages' canonical URLs have them, without a trailing slash.
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
  });
};
