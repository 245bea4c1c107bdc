import { z } from "zod";
import { PAGE_ICONS, STAT_ICONS } from "../lib/icon-names";
import { charsAtLeast, charsAtMost, charsBetween, EMPTY, numberAtLeast } from "./messages";
import { withRule } from "./rules";
import { filled, list, socialLinkSchema, whole } from "./site-schema";

export { PAGE_ICONS, STAT_ICONS };

/** Entry slugs come from file names (`services/fintech.yaml` is `fintech`); ids inside entries follow the same form. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = filled(SLUG_PATTERN, "must be a kebab-case slug");
const sentence = z.string().trim().min(1, EMPTY);
/** A trimmed string of `min` to `max` characters; the content editor says the same words (./messages.ts). */
const chars = (min: number, max: number) => {
  const message = charsBetween(min, max);
  return z.string().trim().min(1, EMPTY).min(min, message).max(max, message);
};
const atLeast = (min: number) => z.string().trim().min(1, EMPTY).min(min, charsAtLeast(min));

/** The collections an entry may link to. */
export type LinkedCollection = "capabilities" | "industries" | "cases" | "team";
/** A link from one entry to another, as the content layer stores it: the collection and the entry's id (its file name). */
export type EntryRef<C extends LinkedCollection = LinkedCollection> = { collection: C; id: string };
/**
 * Makes the schema of a link to another entry. The content layer passes Astro's `reference()`
 * (src/content.config.ts), and every link is then checked against the entries that exist
 * (src/content/references.ts); where Astro does not run (the content editor's fields, scripts),
 * `slugReference` reads a link the same way, its id checked only for its form.
 */
export type Reference = <C extends LinkedCollection>(collection: C) => z.ZodType<EntryRef<C>, unknown>;
export const slugReference: Reference = (collection) => {
  const schema = slug.transform((id) => ({ collection, id }));
  REFERENCES.set(schema, collection);
  return schema;
};
/** The collection each link made by `slugReference` leads to: the editor offers its entries as the only choices. */
export const REFERENCES = new WeakMap<z.ZodTypeAny, LinkedCollection>();

/** An image drawn by `tools/artwork`: `id` names files `public/images/{id}-{width}.{avif,webp}`. */
export const imageRefSchema = z.object({
  id: filled(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be an image id such as capabilities/cloud-engineering/hero"),
  alt: sentence,
});

export const HERO_BACKGROUND_TYPES = ["gradient", "image", "gif", "carousel", "video", "default"] as const;
export const HERO_OVERLAYS = ["dark", "light", "primary", "secondary", "gradient", "none"] as const;
export const DEFAULT_CAROUSEL_MS = 5000;

export const heroBackgroundSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("gradient"),
    gradient: filled(/^(linear|radial|conic)-gradient\(/, "must be a CSS gradient"),
  }),
  z.object({ type: z.literal("image"), image: imageRefSchema }),
  /** `src` names `public/media/{src}.gif`; `still` is shown under reduced motion. */
  z.object({ type: z.literal("gif"), src: slug, still: imageRefSchema }),
  z.object({
    type: z.literal("carousel"),
    images: list(imageRefSchema, 2),
    durationMs: whole(1000).default(DEFAULT_CAROUSEL_MS),
  }),
  /** `src` names `public/media/{src}.mp4` and `.webm`. */
  z.object({ type: z.literal("video"), src: slug, poster: imageRefSchema }),
  z.object({ type: z.literal("default") }),
]);


/**
 * A section's `status`: `planned` when none of its work has shipped, so the page says so once, under
 * its heading, and draws every feature as not yet shipped. Left out when some of it has shipped; a
 * feature that has not then ends ", not yet shipped" (docs/content.md).
 */
export const SECTION_STATUSES = ["planned"] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export const pageSectionSchema = z.object({
  id: slug,
  title: sentence,
  status: z.enum(SECTION_STATUSES).optional(),
  content: z.string().trim().min(1, EMPTY).min(120, "needs at least two real sentences"),
  image: imageRefSchema,
  imagePosition: z.enum(["left", "right"]),
  features: list(sentence, 4, 6),
});

/** A product (capability) or service (industry domain) page; its slug is the file name. */
export const solutionPageSchema = z.object({
  title: sentence,
  subtitle: sentence,
  /** One line for menus, tabs and footer links. */
  summary: chars(20, 110),
  metaDescription: chars(70, 160),
  icon: z.enum(PAGE_ICONS),
  heroImage: imageRefSchema,
  heroBackground: heroBackgroundSchema,
  heroOverlay: z.enum(HERO_OVERLAYS),
  sections: list(pageSectionSchema, 3, 3),
  blockquote: z.object({ title: sentence, content: sentence }).optional(),
  /** What the closing call to action asks a buyer of this field to tell us first. */
  callToAction: chars(60, 220),
});

export const TIMELINE_PHASES = ["Vision & Challenge", "Solution Blueprint", "Experience Flow", "Technology", "Impact"] as const;

export const TECHNOLOGIES = [
  "react",
  "nextjs",
  "typescript",
  "nodejs",
  "express",
  "postgresql",
  "mongodb",
  "redis",
  "docker",
  "kubernetes",
  "aws",
  "tailwindcss",
  "vite",
  "prisma",
  "graphql",
  "python",
  "kotlin",
  "swift",
  "flutter",
  "apachekafka",
  "terraform",
  "elasticsearch",
  "googlecloud",
  "pytorch",
] as const;

export const caseStudySchema = (reference: Reference) =>
  z.object({
    /** Short name used in menus and cards, e.g. "Loan origination and collections": a menu line holds about 40 characters. */
    title: sentence.max(40, charsAtMost(40)),
    industry: sentence,
    /** The (fictional, unnamed) client described in a few words, e.g. "A mid-sized NBFC in Pune". */
    client: sentence,
    summary: chars(20, 110),
    metaDescription: chars(70, 160),
    /** The page's headline: two lines on a phone at most. */
    heroTitle: sentence.max(70, charsAtMost(70)),
    heroSubtitle: sentence,
    heroImage: imageRefSchema,
    timelineData: list(z.object({ title: z.enum(TIMELINE_PHASES), content: atLeast(160) }), 5, 5).refine(
      (phases) => phases.every((phase, i) => phase.title === TIMELINE_PHASES[i]),
      {
        message: `phases must be, in order: ${TIMELINE_PHASES.join(", ")}`,
      },
    ),
    technologies: list(z.enum(TECHNOLOGIES), 4, 9),
    /**
     * The engagement at a glance, shown up front and browsable at `/case`. `industry` is the
     * industry page the work belongs to, left out when its sector has none (logistics,
     * manufacturing, government); `capabilities` are capability pages.
     */
    facts: z.object({
      industry: reference("industries").optional(),
      capabilities: list(reference("capabilities"), 1, 3),
      region: sentence.max(60, charsAtMost(60)),
      /** The year and month work began, e.g. 2024-03: listings show the newest first. */
      started: filled(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, "must be a year and month, e.g. 2024-03"),
      engagement: filled(/^\d+ (weeks|months)$/, "must read like 14 months or 10 weeks"),
      /** Whether we still support what we built (a support contract or retainer), or handed it over. */
      support: z.enum(["continues", "ended"]),
      team: whole(2, 60),
    }),
    /**
     * Headline results. A percentage, multiple or difference worked out from two figures names them in `from`
     * and `to` (21 and 6 days for "71% faster"), and the content test checks the arithmetic.
     */
    metrics: list(
      z.object({
        value: filled(/^[0-9.,]+[%x+]?$|^[0-9.,]+\s?[a-zA-Z]+$/, "must be a figure such as 40%, 3x, 300+ or 12 min"),
        label: sentence,
        from: z.number().min(0.01, numberAtLeast(0.01)).optional(),
        to: z.number().min(0, numberAtLeast(0)).optional(),
      }),
      3,
      4,
    ),
  });

export type ImageRef = z.infer<typeof imageRefSchema>;
export type HeroBackground = z.infer<typeof heroBackgroundSchema>;
export type HeroBackgroundInput = z.input<typeof heroBackgroundSchema>;
export type HeroOverlay = (typeof HERO_OVERLAYS)[number];
export type { PageIcon } from "../lib/icon-names";
export type PageSection = z.infer<typeof pageSectionSchema>;
/** A page as the site uses it: the file's data and its slug. */
export type SolutionPage = z.infer<typeof solutionPageSchema> & { slug: string };
export type SolutionPageInput = z.input<typeof solutionPageSchema>;
export type CaseStudy = z.infer<ReturnType<typeof caseStudySchema>> & { slug: string };
export type CaseStudyInput = z.input<ReturnType<typeof caseStudySchema>>;
export type Technology = (typeof TECHNOLOGIES)[number];

export const TILE_TONES = ["indigo", "teal", "amber", "rose", "sky", "violet", "emerald", "orange"] as const;

export const statisticSchema = z.object({
  title: sentence,
  value: whole(0),
  suffix: z.enum(["+", "%"]),
  /** Optional unit shown after the number, e.g. "months". */
  unit: z.string().optional(),
  icon: z.enum(STAT_ICONS),
});

export const capabilityTileSchema = (reference: Reference) =>
  z.object({
    /** The capability page the tile stands for. */
    capability: reference("capabilities"),
    name: sentence,
    blurb: chars(40, 180),
    tone: z.enum(TILE_TONES),
  });

export const caseCardSchema = (reference: Reference) =>
  z.object({
    title: sentence,
    /** The case study it links to. */
    case: reference("cases"),
    tag: sentence,
    thumbnail: imageRefSchema,
  });

/** Image id of a member's SVG signature, `public/images/{signature}.svg`: chosen in the editor among those there are. */
export const signatureSchema = filled(/^signatures\/[a-z0-9-]+$/, "must be a signature such as signatures/meera-iyer");

/** A member of the leadership team, `src/content/team/{slug}.yaml`: shown on the home page and `/about`, and an article's author. */
export const teamMemberSchema = z.object({
  name: sentence,
  role: sentence,
  avatar: imageRefSchema,
  about: chars(40, 200),
  aboutLong: atLeast(300),
  quote: sentence,
  signature: signatureSchema,
  socials: list(socialLinkSchema, 2),
});

export const testimonialSchema = (reference: Reference) =>
  z.object({
    quote: atLeast(80),
    name: sentence,
    /** "Role, client": the client as its case study describes it, when `case` is set. */
    designation: sentence,
    avatar: imageRefSchema,
    /** The case study of the work quoted, if it has one: the slide links to it. */
    case: reference("cases").optional(),
  });

export type Statistic = z.infer<typeof statisticSchema>;
export type CapabilityTile = z.infer<ReturnType<typeof capabilityTileSchema>>;
export type CaseCard = z.infer<ReturnType<typeof caseCardSchema>>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type SocialLabel = z.infer<typeof socialLinkSchema>["label"];
export type Testimonial = z.infer<ReturnType<typeof testimonialSchema>>;

export const LEGAL_SLUGS = ["privacy", "terms", "security"] as const;

/** How the contact forms are delivered: through EmailJS, or to the site's own server (the outbox). */
export const FORMS_MODES = ["emailjs", "outbox"] as const;
export type FormsMode = (typeof FORMS_MODES)[number];
/**
 * Whether the site counts its visits (analytics on: its own server, Plausible or Umami) or counts
 * nothing (analytics off: `ANALYTICS_PROVIDER=none`, or EmailJS with no provider named). Read from
 * the build's analytics configuration (src/features/analytics/config.ts).
 */
export const ANALYTICS_STATES = ["analytics-on", "analytics-off"] as const;
export type AnalyticsState = (typeof ANALYTICS_STATES)[number];
/** What decides which sections of a legal page a site shows. */
export type LegalSite = { forms: FormsMode; analytics: AnalyticsState };
/** Every kind of site a build can make. */
export const LEGAL_SITES: readonly LegalSite[] = FORMS_MODES.flatMap((forms) => ANALYTICS_STATES.map((analytics) => ({ forms, analytics })));
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const legalPageSchema = z.object({
  title: sentence,
  subtitle: sentence,
  metaDescription: chars(70, 160),
  /**
   * ISO date of the last change, e.g. 2026-11-01. YAML readers (Astro's among them) turn an
   * unquoted date into a Date, which a CMS date field may write: either form gives the string.
   */
  updated: z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z.string().date(),
  ),
  sections: list(
    z.object({
      id: slug,
      heading: sentence,
      paragraphs: list(sentence, 1),
      list: z.array(sentence).optional(),
      /**
       * Shown only on a site whose forms are delivered this way: `emailjs` (EmailJS) or `outbox`
       * (the site's own server). Left out, the section is shown in both.
       */
      formsMode: z.enum(FORMS_MODES).optional(),
      /**
       * Shown only on a site that counts its visits (`analytics-on`) or only on one that counts
       * nothing (`analytics-off`). Left out, the section is shown in both.
       */
      when: z.enum(ANALYTICS_STATES).optional(),
    }),
    3,
  ).refine(
    // Two sections may share an id (and so an address) only when no site shows both.
    (sections) =>
      LEGAL_SITES.every((site) => {
        const ids = legalSectionsFor({ sections }, site.forms, site.analytics).map((section) => section.id);
        return new Set(ids).size === ids.length;
      }),
    { message: "two sections shown on the same site have the same id" },
  ),
});

/**
 * The sections of a legal page that a site whose forms are delivered by `mode` shows, and which
 * counts its visits or not. Left out, analytics follows the forms as the build's configuration
 * does when no provider is named: the site's own server counts, a static host with EmailJS does not.
 */
export function legalSectionsFor<S extends { formsMode?: FormsMode; when?: AnalyticsState }>(
  page: { sections: S[] },
  mode: FormsMode,
  analytics: AnalyticsState = mode === "outbox" ? "analytics-on" : "analytics-off",
): S[] {
  return page.sections.filter((section) => (section.formsMode ?? mode) === mode && (section.when ?? analytics) === analytics);
}

export type LegalPage = z.infer<typeof legalPageSchema> & { slug: LegalSlug };
export type LegalPageInput = z.input<typeof legalPageSchema>;

const sectionIntroSchema = z.object({ eyebrow: sentence, title: sentence, text: sentence });
const bandSchema = z.object({ title: sentence, text: sentence });

/** The home page, one file, its keys in the order the page shows them. */
export const homeSchema = (reference: Reference) =>
  z.object({
    hero: z.object({
      eyebrow: sentence,
      /** The headline reads "{lead} {one rotating word} {tail}". */
      lead: sentence,
      rotatingWords: list(sentence, 2),
      tail: sentence,
      /** The whole headline as one sentence, for screen readers. */
      accessibleHeadline: sentence,
      subtitle: sentence,
    }),
    clientsLabel: sentence,
    /** Under the names: why they link to no case study, and how to reach a reference. */
    clientsNote: sentence,
    clients: list(sentence, 5),
    statsPanel: bandSchema,
    statistics: list(statisticSchema, 9, 9),
    teamImage: imageRefSchema,
    featuresSection: sectionIntroSchema,
    capabilitySection: sectionIntroSchema,
    /** Tiles for the capability pages; a page with no tile here is shown with its title and summary. */
    capabilityTiles: list(capabilityTileSchema(reference), 1),
    caseSection: sectionIntroSchema,
    caseCards: list(caseCardSchema(reference), 15, 15),
    /** Its cards are the technologies the case studies use, the most used first (src/content/home-page.ts). */
    techSection: sectionIntroSchema,
    teamSection: sectionIntroSchema,
    /** The team members the section shows, in order (src/content/team/). */
    teamMembers: list(reference("team"), 4, 4),
    testimonialSection: sectionIntroSchema,
    testimonials: list(testimonialSchema(reference), 4, 4),
    slogans: list(sentence, 3),
    ctaBand: bandSchema,
  });

export type HomeContent = z.infer<ReturnType<typeof homeSchema>>;

/** Topics an Insights article can be filed under; each used one has a page, `/insights/tag/{tag}`. */
export const INSIGHT_TAGS = [
  "fintech",
  "lending",
  "payments",
  "testing",
  "architecture",
  "modernisation",
  "ai",
  "data",
  "cloud",
  "devops",
  "cost",
  "mobile",
  "agritech",
  "healthcare",
  "retail",
  "design",
] as const;
export type InsightTag = (typeof INSIGHT_TAGS)[number];

/** How a tag reads in a heading: "AI", "DevOps", "Fintech". */
export const INSIGHT_TAG_LABELS: Record<InsightTag, string> = {
  fintech: "Fintech",
  lending: "Lending",
  payments: "Payments",
  testing: "Testing",
  architecture: "Architecture",
  modernisation: "Modernisation",
  ai: "AI",
  data: "Data",
  cloud: "Cloud",
  devops: "DevOps",
  cost: "Cost",
  mobile: "Mobile",
  agritech: "Agritech",
  healthcare: "Healthcare",
  retail: "Retail",
  design: "Design",
};

/**
 * The frontmatter of an Insights article, `src/content/insights/{slug}.mdx`. `author` links a team
 * member (src/content/team/); `industries`, `capabilities` and `cases` link the pages the article
 * concerns. `npx vitest run src/content` checks every link.
 */
export const insightSchema = (reference: Reference) =>
  z.object({
    /** Sentence case, three words or more (src/content/rules.ts). */
    title: withRule(sentence.max(80, charsAtMost(80)), "article-title"),
    description: chars(80, 180),
    author: reference("team"),
    published: z.coerce.date(),
    updated: z.coerce.date().optional(),
    /** What the update changed, in a sentence the article shows beside its date. */
    whatChanged: sentence.max(200, charsAtMost(200)).optional(),
    tags: list(z.enum(INSIGHT_TAGS), 1, 4),
    industries: z.array(reference("industries")).default([]),
    capabilities: z.array(reference("capabilities")).default([]),
    cases: z.array(reference("cases")).default([]),
    image: imageRefSchema,
  });
export type InsightFrontmatter = z.infer<ReturnType<typeof insightSchema>>;

/** A titled block of prose with an optional list, as the company and legal pages use. */
const proseSectionSchema = z.object({
  heading: sentence,
  paragraphs: list(sentence, 1),
  list: z.array(sentence).optional(),
});

/**
 * `/about`, `src/content/about/about.yaml`. The legal name, founding year, address and working
 * hours come from `site.json` and the leaders from the team (src/content/team/, in the home page's order),
 * so each is written once.
 */
export const aboutSchema = z.object({
  title: sentence,
  subtitle: sentence,
  metaDescription: chars(70, 160),
  company: proseSectionSchema,
  leaders: z.object({ heading: sentence, text: sentence }),
  organisation: z.object({
    heading: sentence,
    text: sentence,
    /** Who does what; `people` add up to the home page's engineers-and-designers figure or just above it. */
    teams: list(z.object({ name: sentence, people: whole(1), work: sentence }), 3),
  }),
  office: proseSectionSchema,
  hours: z.object({
    heading: sentence,
    text: sentence,
    /** Where clients work: each row shows our hours in that zone and the overlap with a 09:00–18:00 day there. */
    zones: list(z.object({ label: sentence, timeZone: withRule(sentence, "time-zone") }), 1),
    note: sentence.optional(),
  }),
  boundaries: proseSectionSchema,
  certifications: proseSectionSchema,
});

export type AboutContent = z.infer<typeof aboutSchema>;

/** `/how-we-work`, `src/content/how-we-work/how-we-work.yaml`. */
export const howWeWorkSchema = z.object({
  title: sentence,
  subtitle: sentence,
  metaDescription: chars(70, 160),
  models: z.object({
    heading: sentence,
    text: sentence,
    items: list(
      z.object({
        id: slug,
        name: sentence,
        length: sentence,
        fits: sentence,
        pricing: sentence,
        /** The indicative price with its currency and when it is paid. */
        rate: sentence,
      }),
      2,
    ),
  }),
  firstTwoWeeks: z.object({
    heading: sentence,
    text: sentence,
    steps: list(z.object({ when: sentence, what: sentence }), 3),
  }),
  /** Ownership, support, security and reporting: one block each, in page order. */
  sections: list(
    proseSectionSchema.extend({
      id: slug,
      /** A page of the site that says more, e.g. `/security`. */
      link: z.object({ label: sentence, href: filled(/^\/[a-z0-9/-]*$/, "must be a path on this site, e.g. /security") }).optional(),
    }),
    3,
  ),
});

export type HowWeWorkContent = z.infer<typeof howWeWorkSchema>;
