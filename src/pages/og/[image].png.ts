import type { APIRoute, GetStaticPaths } from "astro";
import { renderOgImage } from "~/endpoints/og-image";
import { getSitePages, ogEyebrow } from "~/endpoints/site-pages";
import { ogImagePath } from "~/lib/seo";

/** One 1200×630 image per indexable page, drawn from the title its content gives it. */
export const getStaticPaths = (async () =>
  (await getSitePages()).map((page) => ({
    params: { image: ogImagePath(page.path).replace(/^\/og\/|\.png$/g, "") },
    props: { title: page.title, eyebrow: ogEyebrow(page.path) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { title, eyebrow } = props as { title: string; eyebrow: string };
  return new Response(new Uint8Array(await renderOgImage({ title, eyebrow })), { headers: { "Content-Type": "image/png" } });
};
