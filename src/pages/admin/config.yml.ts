import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { cmsBackendFromEnv, cmsConfig } from "~/cms/config";
import { site } from "~/content/site";

/** The content editor's configuration, next to its page (Decap reads `config.yml` beside it). */
export const GET: APIRoute = () =>
  new Response(stringify(cmsConfig(cmsBackendFromEnv(process.env), site.url), { lineWidth: 0 }), {
    headers: { "Content-Type": "text/yaml; charset=utf-8" },
  });
