import { absoluteUrl } from "../content/site";

/** Routes in sitemap form; a route with a date gets its `<lastmod>` (YYYY-MM-DD). */
export function sitemapXml(routes: { path: string; lastModified?: Date }[]) {
  const urls = routes
    .map(
      ({ path, lastModified }) =>
        `  <url><loc>${absoluteUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt() {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

type LlmsPage = { title: string; name?: string; path: string; summary: string };

/**
 * `/llms.txt` (llmstxt.org): the site in Markdown for language models, one line per page,
 * generated from the same content as the pages.
 */
export function llmsTxt(site: { name: string; description: string }, groups: { heading: string; pages: LlmsPage[] }[]) {
  const lines = [`# ${site.name}`, "", `> ${site.description}`];
  for (const { heading, pages } of groups) {
    if (pages.length === 0) continue;
    lines.push(
      "",
      `## ${heading}`,
      "",
      ...pages.map((page) => `- [${page.name ?? page.title}](${absoluteUrl(page.path)}): ${page.summary}`),
    );
  }
  return `${lines.join("\n")}\n`;
}
