import type { APIRoute, GetStaticPaths } from "astro";
import { logoFiles } from "~/content/brand-logo-files";

/** Each brand logo as a file of its own, drawn from simple-icons at build time (decision 023). */
export const getStaticPaths = (() => logoFiles().map(({ name, svg }) => ({ params: { name }, props: { svg } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { "Content-Type": "image/svg+xml" } });
