import { absoluteUrl } from "../src/content/site";

/** `routes` in sitemap form; a route in `lastModified` gets its `<lastmod>` (a date, YYYY-MM-DD). */
export function sitemapXml(routes: string[], lastModified: ReadonlyMap<string, Date> = new Map()) {
  const urls = routes
    .map((route) => {
      const date = lastModified.get(route);
      return `  <url><loc>${absoluteUrl(route)}</loc>${date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt() {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

type LlmsPage = { title: string; path: string; summary: string };

/**
 * `/llms.txt` (llmstxt.org): the site in Markdown for language models, one line per page,
 * generated from the same content as the pages.
 */
export function llmsTxt(site: { name: string; description: string }, groups: { heading: string; pages: LlmsPage[] }[]) {
  const lines = [`# ${site.name}`, "", `> ${site.description}`];
  for (const { heading, pages } of groups) {
    if (pages.length === 0) continue;
    lines.push("", `## ${heading}`, "", ...pages.map((page) => `- [${page.title}](${absoluteUrl(page.path)}): ${page.summary}`));
  }
  return `${lines.join("\n")}\n`;
}
