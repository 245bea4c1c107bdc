import type { z } from "zod";
import {
  aboutSchema,
  caseStudySchema,
  homeSchema,
  howWeWorkSchema,
  insightSchema,
  LEGAL_SLUGS,
  legalPageSchema,
  slugReference,
  solutionPageSchema,
  teamMemberSchema,
} from "../content/schema";
import { siteSchema } from "../content/site-schema";
import { CHECKED_WIDGETS, COPY_RULES, objectFields, type DecapField, type FieldOverrides } from "./decap-fields";
import { FIELD_TEXT, OVERRIDES } from "./field-text";
import { EDITOR_LOCALE } from "./messages";
import { paths } from "../lib/paths";
import { cmsProxyPort, LOCAL_CMS_PORT } from "./paths";

/*
 * The content editor's configuration (Decap CMS, decision 012), served as `/admin/config.yml`. Its
 * collections are the content folders and files of `src/content`, with fields derived from the
 * same zod schemas the build validates them with.
 */

/** Where the editor commits and how people sign in; from the environment at build time. */
export type CmsBackend = {
  /** `owner/name` of the GitHub repository that holds the content. */
  repo: string;
  branch: string;
  /** The OAuth proxy that trades GitHub's code for a token (docs/cms-login.md); none uses Netlify's. */
  authUrl?: string;
  /** The proxy's path that starts a sign-in, `auth` unless it says otherwise. */
  authEndpoint: string;
  /** The port of the local proxy `npm run cms` saves files through (CMS_PROXY_PORT, 8081 unless set). */
  localPort: number;
  /**
   * The GitHub commit status of the site's preview build (`netlify/{site}/deploy-preview`), which
   * **View Preview** opens; unset, the first status whose name has "deploy" in it, which may be
   * another project's (the editor's own, when the host builds it from the same repository).
   */
  previewContext?: string;
};

export function cmsBackendFromEnv(env: Record<string, string | undefined>): CmsBackend {
  return {
    repo: env.CMS_GITHUB_REPO || "kovira-labs/website",
    branch: env.CMS_BRANCH || "main",
    ...(env.CMS_AUTH_URL ? { authUrl: env.CMS_AUTH_URL } : {}),
    authEndpoint: env.CMS_AUTH_ENDPOINT || "auth",
    localPort: cmsProxyPort(env),
    ...(env.CMS_PREVIEW_CONTEXT?.trim() ? { previewContext: env.CMS_PREVIEW_CONTEXT.trim() } : {}),
  };
}

export { LOCAL_CMS_PORT };

const fieldsOf = (schema: z.ZodObject<z.ZodRawShape>, overrides: FieldOverrides = {}, counts = true) =>
  objectFields(schema, "", { text: FIELD_TEXT, overrides, counts });

/** Slugs come from the title, as the site's file names do: lower case, hyphens, no accents. */
const SLUG_SETTINGS = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

/** A folder of YAML entries, `src/content/{name}`, each a page under `route`. */
function yamlFolder(name: string, route: string, label: string, labelSingular: string, fields: DecapField[], description: string) {
  return {
    name,
    label,
    label_singular: labelSingular,
    description,
    folder: `src/content/${name}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: false,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    // "View Live": `cases/retail-operations.yaml` is /case/retail-operations.
    preview_path: `${route.slice(1)}/{{slug}}`,
    fields,
  };
}

export function cmsCollections() {
  const pageFields = fieldsOf(solutionPageSchema, OVERRIDES.page);
  return [
    {
      name: "insights",
      label: "Insights articles",
      label_singular: "Article",
      description: "Articles at /insights. 800–1,500 words, sentence-case title, ## for sections. See docs/content.md for the voice.",
      folder: "src/content/insights",
      extension: "mdx",
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}} ({{published}})",
      sortable_fields: [{ field: "published", label: "Published", default_sort: "desc" }, "title"],
      preview_path: "insights/{{slug}}",
      fields: [
        ...fieldsOf(insightSchema(slugReference), OVERRIDES.insights),
        {
          name: "body",
          label: "Article",
          // Markdown first: a ## typed there is a heading (rich text would save it as \##).
          widget: CHECKED_WIDGETS.markdown!,
          rule: ["article-body", "plain-markdown", "internal-links", ...COPY_RULES],
          hint: "800 to 1,500 words. Sections start with ## and a space (the title is the page's only #). Links to the site's own pages are paths, e.g. /services/fintech. The preview counts the words as you type.",
          modes: ["raw", "rich_text"],
          buttons: ["bold", "italic", "code", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
          editor_components: ["code-block"],
        } satisfies DecapField,
      ],
    },
    yamlFolder(
      "cases",
      paths.cases,
      "Case studies",
      "Case study",
      fieldsOf(caseStudySchema(slugReference), OVERRIDES.cases),
      "Work at /case/{slug}. The facts drive the filters on /case; the client is described, never named.",
    ),
    yamlFolder(
      "industries",
      paths.industries,
      "Industries",
      "Industry page",
      pageFields,
      "Industry pages at /services/{slug}, with exactly three sections.",
    ),
    yamlFolder(
      "capabilities",
      paths.capabilities,
      "Capabilities",
      "Capability page",
      pageFields,
      "Capability pages at /products/{slug}, with exactly three sections.",
    ),
    {
      name: "team",
      label: "Team",
      label_singular: "Team member",
      description:
        "The leadership team: shown on the home page (in the order it lists them) and /about; each article names one as its author.",
      folder: "src/content/team",
      extension: "yaml",
      format: "yaml",
      create: true,
      // An article or the home page may link a member: a member who leaves is taken off the home page first.
      delete: false,
      slug: "{{slug}}",
      identifier_field: "name",
      summary: "{{name}}, {{role}}",
      // The content check counts the pages' copy, not a member's bios.
      fields: fieldsOf(teamMemberSchema, {}, false),
    },
    {
      name: "home",
      label: "Home page",
      description: "The home page's copy and statistics, which team members it shows and the testimonials.",
      delete: false,
      files: [
        {
          name: "home",
          label: "Home page",
          file: "src/content/home/home.yaml",
          fields: fieldsOf(homeSchema(slugReference), OVERRIDES.home),
        },
      ],
    },
    {
      name: "company",
      label: "Company pages",
      description:
        "About (/about) and How we work (/how-we-work). Facts written once elsewhere (legal name, address, hours, leaders) are shown from there.",
      delete: false,
      files: [
        { name: "about", label: "About", file: "src/content/about/about.yaml", fields: fieldsOf(aboutSchema, OVERRIDES.about) },
        {
          name: "how-we-work",
          label: "How we work",
          file: "src/content/how-we-work/how-we-work.yaml",
          fields: fieldsOf(howWeWorkSchema, OVERRIDES.howWeWork),
        },
      ],
    },
    {
      name: "legal",
      label: "Legal pages",
      delete: false,
      files: LEGAL_SLUGS.map((slug) => ({
        name: slug,
        label: `${slug[0]!.toUpperCase()}${slug.slice(1)}`,
        file: `src/content/legal/${slug}.yaml`,
        preview_path: slug,
        fields: fieldsOf(legalPageSchema, OVERRIDES.legal),
      })),
    },
    {
      name: "site",
      label: "Site settings",
      description: "Company facts: contact details, address, social profiles, careers page, meeting hours and menu order.",
      delete: false,
      files: [
        {
          name: "site",
          label: "Site settings",
          file: "src/content/site.json",
          format: "json",
          fields: fieldsOf(siteSchema, OVERRIDES.site, false),
        },
      ],
    },
  ];
}

/** The whole `config.yml`. */
export function cmsConfig(backend: CmsBackend, siteUrl: string) {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl, auth_endpoint: backend.authEndpoint } : {}),
      ...(backend.previewContext ? { preview_context: backend.previewContext } : {}),
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}”",
        update: "Content: edit {{collection}} “{{slug}}”",
        delete: "Content: remove {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // Drafts, review and publishing as pull requests; `npm run cms` works on files directly.
    publish_mode: "editorial_workflow",
    local_backend: { url: `http://localhost:${backend.localPort}/api/v1` },
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/favicon.svg",
    // Its messages for a broken rule are the build's (src/cms/messages.ts, registered in admin.ts).
    locale: EDITOR_LOCALE,
    slug: SLUG_SETTINGS,
    // Uploaded pictures: encoded for the site by scripts/uploads.ts, then named `uploads/{name}`.
    media_folder: "src/content/uploads",
    public_folder: "uploads",
    show_preview_links: true,
    search: true,
    collections: cmsCollections(),
  };
}
