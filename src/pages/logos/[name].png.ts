import type { APIRoute, GetStaticPaths } from "astro";
import { socialLogoFiles } from "~/content/brand-logo-files";

/** Each social network's logo as a picture of its own, drawn from simple-icons at build time (decision 023). */
export const getStaticPaths = (async () => (await socialLogoFiles()).map(({ name, png }) => ({ params: { name }, props: { png } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(new Uint8Array((props as { png: Buffer }).png), { headers: { "Content-Type": "image/png" } });
