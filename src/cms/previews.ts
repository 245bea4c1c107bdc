/*
 * The editor's preview pane: each kind of page laid out with the site's classes and styles, from
 * the entry being edited. Decap renders these with its own React, through the `h` it provides,
 * so they are plain functions of the entry; what the site draws with a pure component (a team
 * member's card and profile, and the home page's figures, capability cards, case study cards,
 * testimonials and closing band) is that component, rendered to markup (./site-markup.ts).
 */
import { withCounts, type ContentCounts, type FactToken } from "../content/counts";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { withSettings } from "~/sections/legal/settings";
import { CtaBand } from "~/sections/home/cta-band";
import { StatsPanel, TeamStats } from "~/sections/home/team-stats";
import { CapabilityCard } from "~/sections/home/capability-card";
import { CapabilityIntro, CapabilityStack } from "~/sections/home/capability-stack";
import { CaseCards, CaseStudyGrid } from "~/sections/home/case-study-grid";
import { TeamCarousel, TeamSection, TeamSlides } from "~/sections/home/team-carousel";
import { TeamMemberDialog, type TeamMember as SiteTeamMember } from "~/sections/home/team-member-dialog";
import { TestimonialSlider, TestimonialSlides, type Testimonial } from "~/sections/home/testimonial-slider";
import { withSocialIcons } from "../content/brand-icons";
import type { HomePageContent } from "../content/home-page";
import type { PageSection, SocialLabel } from "../content/schema";
import { FeatureSection } from "~/sections/page/feature-section";
import { paths } from "~/lib/paths";
import { createElement } from "react";

import { ranLabel, supportLabel } from "../content/case-dates";
import { LEGAL_SLUGS } from "../content/schema";
import { ARTICLE_WORDS, articleBodyProblems, titleProblem, wordCount } from "../content/rules";
import type { WidgetRegistry } from "./widgets";
import { openDialogs, previewImage, siteSection } from "./site-markup";

type Child = unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: Child[]) => unknown;

/** The part of an entry the previews read: its data as plain values. */
type Entry = { getIn(path: (string | number)[]): unknown };
export type PreviewProps = { entry: Entry; widgetFor(name: string): unknown };

export type DecapGlobal = WidgetRegistry & {
  init(options?: { config: Record<string, unknown> }): void;
  registerPreviewStyle(href: string): void;
  registerLocale(locale: string, phrases: object): void;
  registerPreviewTemplate(collection: string, template: (props: PreviewProps) => unknown): void;
};

type Plain = { toJS?: () => unknown };
const plain = (value: unknown): unknown => (value && typeof (value as Plain).toJS === "function" ? (value as Plain).toJS!() : value);

/** A field of the entry as text ("" when empty), a list or an object. */
function data(entry: Entry) {
  const read = (...path: string[]) => plain(entry.getIn(["data", ...path]));
  return {
    text: (...path: string[]) => {
      const value = read(...path);
      return value instanceof Date ? value.toISOString().slice(0, 10) : value == null ? "" : String(value);
    },
    list: <T>(...path: string[]) => (Array.isArray(read(...path)) ? (read(...path) as T[]) : []),
    object: <T>(...path: string[]) => (read(...path) ?? {}) as Partial<T>,
  };
}

const EMPTY = "Not filled in yet";

/** Names by ID, so the preview reads as the page does: "Meera Iyer", not `meera-iyer`. */
export type Names = {
  authors: Record<string, string>;
  tags: Record<string, string>;
  industries: Record<string, string>;
  capabilities: Record<string, string>;
  cases: Record<string, string>;
  /** What the count and fact tokens of the copy read as ("{capabilities}" → "eight", src/content/counts.ts), as the site fills them. */
  tokens?: { counts: ContentCounts; facts: Record<FactToken, string> };
};
const NO_NAMES: Names = { authors: {}, tags: {}, industries: {}, capabilities: {}, cases: {} };
const named = (names: Record<string, string>) => (id: string) => names[id] ?? id;

export function previewTemplates(h: CreateElement, names: Names = NO_NAMES, pictureWidths: Record<string, number> = {}) {
  const chips = (items: string[], label: string) =>
    items.length > 0 &&
    h(
      "ul",
      { "aria-label": label, className: "mt-6 flex flex-wrap gap-2" },
      ...items.map((item) =>
        h(
          "li",
          {
            key: item,
            className: "inline-flex min-h-9 items-center rounded-pill bg-brand-50 px-3 text-xs font-semibold tracking-wide text-brand-700",
          },
          item,
        ),
      ),
    );

  const header = (eyebrow: string, title: string, lead: string, extra?: Child) =>
    h(
      "header",
      { className: "border-b border-line bg-surface-raised pt-12 pb-10" },
      h(
        "div",
        { className: "container-page" },
        h("p", { className: "text-sm font-semibold text-brand-700" }, eyebrow),
        h("h1", { className: "mt-6 max-w-4xl text-display-lg font-semibold text-balance" }, title || EMPTY),
        h("p", { className: "mt-5 max-w-3xl text-lg leading-relaxed text-ink-600" }, lead || EMPTY),
        extra,
      ),
    );

  /** The article's word count as it is typed, and what the editor will refuse, before Publish. */
  function ArticleCheck({ title, body }: { title: string; body: string }) {
    const words = wordCount(body);
    const inRange = words >= ARTICLE_WORDS.min && words <= ARTICLE_WORDS.max;
    const titleIssue = title ? titleProblem(title) : undefined;
    const problems = [
      ...(titleIssue ? [`Title ${titleIssue}.`] : []),
      ...articleBodyProblems(body)
        .filter((problem) => !problem.startsWith("has "))
        .map((problem) => `Article ${problem}.`),
    ];
    return h(
      "aside",
      {
        "aria-label": "Article check",
        className: `container-page mt-6 rounded-xl px-4 py-3 text-sm ${inRange && problems.length === 0 ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-amber-900"}`,
      },
      h(
        "p",
        { className: "font-semibold", "data-word-count": words },
        `${words.toLocaleString("en-GB")} words (an article needs ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max.toLocaleString("en-GB")})`,
      ),
      ...problems.map((problem, i) => h("p", { key: i }, problem)),
    );
  }

  function Article({ entry, widgetFor }: PreviewProps) {
    const field = data(entry);
    const dates = [field.text("published"), field.text("updated") && `updated ${field.text("updated")}`].filter(Boolean).join(" · ");
    const author = field.text("author") && named(names.authors)(field.text("author"));
    const picture = field.text("image", "id");
    const hasPicture = picture && pictureWidths[picture] !== undefined;
    return h(
      "article",
      null,
      h(ArticleCheck, { title: field.text("title"), body: field.text("body") }),
      header("Insights", field.text("title"), field.text("description"), [
        h("p", { key: "byline", className: "mt-8 text-sm text-ink-600" }, [author, dates].filter(Boolean).join(" · ")),
        field.text("updated") && field.text("whatChanged")
          ? h("p", { key: "changed", className: "mt-4 text-sm text-ink-600" }, `What changed: ${field.text("whatChanged")}`)
          : null,
        h("div", { key: "tags" }, chips(field.list<string>("tags").map(named(names.tags)), "Topics")),
      ]),
      hasPicture
        ? h(
            "figure",
            { className: "container-page mt-10" },
            h("img", { src: `/images/${picture}-${pictureWidths[picture]}.webp`, alt: field.text("image", "alt"), className: "aspect-[16/9] w-full rounded-card object-cover" }),
          )
        : null,
      h("div", { className: "container-page pt-12 pb-12" }, h("div", { className: "article-body" }, widgetFor("body"))),
      // The author's box under the text, as the article's page ends.
      author
        ? h(
            "aside",
            { "aria-label": "Author", className: cn(cardVariants(), "container-page mb-24 flex max-w-3xl flex-col gap-1 p-6") },
            h("p", { className: "text-sm font-semibold text-brand-700" }, "Written by"),
            h("p", { className: "font-display text-lg font-semibold" }, author),
          )
        : null,
    );
  }

  type Fact = {
    industry?: string;
    capabilities?: string[];
    region?: string;
    started?: string;
    engagement?: string;
    support?: "continues" | "ended";
    team?: number;
  };
  function CaseStudy({ entry }: PreviewProps) {
    const field = data(entry);
    const facts = field.object<Fact>("facts");
    const rows: [string, string][] = [
      ["Industry", facts.industry ? named(names.industries)(facts.industry) : field.text("industry")],
      ["Capabilities", (facts.capabilities ?? []).map(named(names.capabilities)).join(", ")],
      ["Region", facts.region ?? ""],
      [
        "When",
        facts.started && facts.engagement && /^\d{4}-\d{2}$/.test(facts.started)
          ? `${ranLabel({ started: facts.started, engagement: facts.engagement })} (${facts.engagement})`
          : (facts.engagement ?? ""),
      ],
      ["Since then", facts.support ? supportLabel(facts.support) : ""],
      ["Team", facts.team ? `${facts.team} people` : ""],
    ];
    return h(
      "article",
      null,
      header(`Case study · ${field.text("client")}`, field.text("heroTitle"), field.text("heroSubtitle")),
      h(
        "div",
        { className: "container-page grid gap-12 pt-12 pb-24" },
        h(
          "dl",
          { className: "grid gap-4 sm:grid-cols-5" },
          ...rows.map(([term, value]) =>
            h(
              "div",
              { key: term },
              h("dt", { className: "text-sm text-ink-600" }, term),
              h("dd", { className: "font-semibold text-ink-900" }, value || "—"),
            ),
          ),
        ),
        h(
          "ul",
          { className: "grid gap-4 sm:grid-cols-4" },
          ...field
            .list<{ value?: string; label?: string }>("metrics")
            .map((metric, i) =>
              h(
                "li",
                { key: i, className: "rounded-2xl bg-surface-raised p-5" },
                h("p", { className: "text-display-md font-semibold text-ink-950" }, metric.value ?? ""),
                h("p", { className: "text-sm text-ink-600" }, metric.label ?? ""),
              ),
            ),
        ),
        h(
          "div",
          { className: "article-body" },
          ...field
            .list<{ title?: string; content?: string }>("timelineData")
            .flatMap((phase, i) => [h("h2", { key: `h${i}` }, phase.title ?? ""), h("p", { key: `p${i}` }, phase.content ?? "")]),
        ),
        chips(field.list<string>("technologies"), "Technologies"),
      ),
    );
  }

  type Section = Partial<Omit<PageSection, "image">> & { image?: { id?: string; alt?: string } };
  /** Each section drawn by the site's own component, as its page draws it: a planned one with its label and markers. */
  function Page({ entry }: PreviewProps) {
    const field = data(entry);
    return h(
      "article",
      null,
      header(field.text("summary"), field.text("title"), field.text("subtitle")),
      ...field.list<Section>("sections").map((section, i) =>
        h(
          "div",
          { key: i },
          siteSection(h, "FeatureSection", () =>
            createElement(FeatureSection, {
              index: i,
              section: {
                id: section.id || `section-${i + 1}`,
                title: section.title ?? "",
                content: section.content ?? "",
                imagePosition: section.imagePosition ?? "right",
                features: section.features ?? [],
                ...(section.status ? { status: section.status } : {}),
                image: previewImage(section.image, pictureWidths),
              },
            }),
          ),
        ),
      ),
    );
  }

  type LegalSection = { heading?: string; paragraphs?: string[]; list?: string[] };
  function Legal({ entry }: PreviewProps) {
    const field = data(entry);
    return h(
      "article",
      null,
      header(`Last updated ${field.text("updated")}`, field.text("title"), field.text("subtitle")),
      h(
        "div",
        { className: "container-page pt-12 pb-24" },
        h(
          "div",
          { className: "article-body" },
          ...field
            .list<LegalSection>("sections")
            .flatMap((section, i) => [
              h("h2", { key: `h${i}` }, section.heading ?? ""),
              ...(section.paragraphs ?? []).map((paragraph, j) => h("p", { key: `p${i}-${j}` }, withSettings(paragraph))),
              ...(section.list?.length ? [h("ul", { key: `l${i}` }, ...section.list.map((item, j) => h("li", { key: j }, item)))] : []),
            ]),
        ),
      ),
    );
  }

  type Social = { label?: string; href?: string };
  /** A member as the site's team components take them, from the entry being edited. */
  const siteMember = (entry: Entry): SiteTeamMember => {
    const field = data(entry);
    const signature = field.text("signature");
    const slug = plain(entry.getIn(["slug"]));
    return {
      id: typeof slug === "string" && slug ? slug : "new-member",
      name: field.text("name") || EMPTY,
      role: field.text("role"),
      avatar: previewImage(field.object<{ id: string; alt: string }>("avatar"), pictureWidths),
      about: field.text("about"),
      aboutLong: field.text("aboutLong"),
      quote: field.text("quote"),
      signature,
      socials: withSocialIcons(
        field.list<Social>("socials").map((social) => ({ label: (social.label ?? "") as SocialLabel, href: social.href ?? "" })),
      ),
      // Its SVG's own proportions once it loads; the page draws it 56 px high.
      ...(signature ? { signatureImage: { src: `/images/${signature}.svg`, width: 200, height: 56 } } : {}),
    };
  };

  /**
   * A team member as the home page's team section shows them, drawn by its own components: the
   * card in the carousel, then the profile its dialog opens, shown open.
   */
  function TeamMember({ entry }: PreviewProps) {
    const member = siteMember(entry);
    return h(
      "article",
      null,
      siteSection(h, "TeamSlides", () =>
        createElement(TeamSection, {
          children: createElement(TeamCarousel, { children: createElement(TeamSlides, { members: [member] }) }),
        }),
      ),
      siteSection(
        h,
        "TeamMemberDialog",
        () => createElement(TeamMemberDialog, { member }),
        openDialogs,
      ),
    );
  }

  type Intro = { eyebrow?: string; title?: string; text?: string };
  type Statistic = HomePageContent["statistics"][number];
  type Tile = { capability?: string; name?: string; blurb?: string; tone?: HomePageContent["capabilityTiles"][number]["tone"] };
  type Picked = { id?: string; alt?: string };
  type CaseCard = { title?: string; case?: string; tag?: string; thumbnail?: Picked };
  type Quote = { quote?: string; name?: string; designation?: string; avatar?: Picked; case?: string };
  /** A section's heading as the site's components take it. */
  const sectionIntro = ({ eyebrow = "", title = "", text = "" }: Intro) => ({ eyebrow, title: title || EMPTY, text });
  /** A home page section's heading: its eyebrow, title and text, as the home page sets them. */
  const intro = ({ eyebrow = "", title = "", text = "" }: Intro, ...content: Child[]) =>
    h(
      "section",
      { className: "section py-12" },
      h(
        "div",
        { className: "container-page" },
        h("p", { className: "text-sm font-semibold text-brand-700" }, eyebrow),
        h("h2", { className: "mt-3 max-w-3xl text-display-md font-semibold text-balance" }, title || EMPTY),
        h("p", { className: "mt-4 max-w-3xl text-lg leading-relaxed text-ink-600" }, text),
        ...content,
      ),
    );

  /**
   * The home page, section by section as it reads there: the hero, the figures, capabilities,
   * case studies, the team it shows and the testimonials; the figures, cards, testimonials and
   * closing band drawn by the home page's own components.
   */
  function Home({ entry }: PreviewProps) {
    const raw = data(entry);
    // The copy's tokens filled as the site fills them ("{capabilities} ways we can help" → "Eight ways…").
    const fill = <T>(value: T): T => (names.tokens ? withCounts(value, names.tokens.counts, names.tokens.facts) : value);
    const field = {
      text: (...path: string[]) => fill(raw.text(...path)),
      list: <T>(...path: string[]) => fill(raw.list<T>(...path)),
      object: <T>(...path: string[]) => fill(raw.object<T>(...path)),
    };
    const hero = field.object<{ eyebrow: string; lead: string; rotatingWords: string[]; tail: string; subtitle: string }>("hero");
    const stats = field.object<{ title: string; text: string }>("statsPanel");
    const cta = field.object<{ title: string; text: string }>("ctaBand");
    return h(
      "article",
      null,
      header(hero.eyebrow ?? "", [hero.lead, hero.rotatingWords?.[0], hero.tail].filter(Boolean).join(" "), hero.subtitle ?? ""),
      h(
        "section",
        { className: "section py-12" },
        h(
          "div",
          { className: "container-page" },
          h("p", { className: "text-sm font-semibold text-brand-700" }, field.text("clientsLabel")),
          chips(field.list<string>("clients"), "Clients"),
        ),
      ),
      // The figures on the site's dark panel: the home page's own components (src/sections/home/team-stats.tsx).
      siteSection(h, "TeamStats", () =>
        createElement(TeamStats, {
          intro: { title: stats.title ?? "", text: stats.text ?? "" },
          children: createElement(StatsPanel, { statistics: field.list<Statistic>("statistics") }),
        }),
      ),
      // The capability cards, each as the home page's stack draws it, side by side as the page lays them out under reduced motion.
      siteSection(h, "CapabilityCards", () => {
        const tiles = field.list<Tile>("capabilityTiles");
        return createElement(
          CapabilityStack,
          null,
          createElement(
            "div",
            { className: "relative grid gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start lg:gap-20" },
            createElement(CapabilityIntro, { intro: sectionIntro(field.object<Intro>("capabilitySection")) }),
            createElement(
              "ul",
              { "aria-label": "Capabilities", className: "grid gap-4" },
              ...tiles.map((tile, i) =>
                createElement(
                  "li",
                  { key: i },
                  createElement(CapabilityCard, {
                    tile: {
                      capability: { collection: "capabilities", id: tile.capability ?? "" },
                      name: tile.name ?? "",
                      blurb: tile.blurb ?? "",
                      tone: tile.tone ?? "indigo",
                    },
                    position: i + 1,
                    total: tiles.length,
                  }),
                ),
              ),
            ),
          ),
        );
      }),
      siteSection(h, "CaseStudyGrid", () =>
        createElement(CaseStudyGrid, {
          intro: sectionIntro(field.object<Intro>("caseSection")),
          children: createElement(CaseCards, {
            cards: field.list<CaseCard>("caseCards").map((item) => ({
              title: item.title ?? "",
              tag: item.tag ?? "",
              case: { collection: "cases" as const, id: item.case ?? "" },
              thumbnail: previewImage(item.thumbnail, pictureWidths),
            })),
          }),
        }),
      ),
      intro(field.object<Intro>("teamSection"), chips(field.list<string>("teamMembers").map(named(names.authors)), "Team members shown")),
      // Every testimonial on the site's panel, one under the other: the page shows them one at a time.
      siteSection(h, "TestimonialSlider", () =>
        createElement(TestimonialSlider, {
          intro: sectionIntro(field.object<Intro>("testimonialSection")),
          children: createElement(
            "ul",
            { "aria-label": "Testimonials", className: "relative grid gap-16" },
            ...field.list<Quote>("testimonials").map((quote, i) => {
              const title = quote.case ? names.cases[quote.case] : undefined;
              const testimonial: Testimonial = {
                quote: quote.quote ?? "",
                name: quote.name ?? "",
                designation: quote.designation ?? "",
                avatar: previewImage(quote.avatar, pictureWidths),
                ...(quote.case && title ? { caseStudy: { title, href: paths.caseStudy(quote.case) } } : {}),
              };
              return createElement("li", { key: i }, createElement(TestimonialSlides, { testimonials: [testimonial] }));
            }),
          ),
        }),
      ),
      siteSection(h, "CtaBand", () => createElement(CtaBand, { cta: { title: cta.title ?? "", text: cta.text ?? "" } })),
    );
  }

  type Address = { streetAddress?: string; locality?: string; region?: string; postalCode?: string; country?: string };
  /** The settings as the site shows them: the company's name and tagline, and the contact block and profiles of its footer. */
  function Settings({ entry }: PreviewProps) {
    const field = data(entry);
    const address = field.object<Address>("address");
    const phone = field.object<{ display: string }>("phone");
    const meetings = field.object<{ days: string[]; start: string; end: string; timeZone: string }>("meetings");
    const row = (term: string, value: Child) => h("div", { key: term, className: "grid gap-1" }, h("dt", { className: "text-sm text-ink-600" }, term), h("dd", { className: "font-medium text-ink-900" }, value || EMPTY));
    return h(
      "article",
      null,
      header(`Founded ${field.text("foundingYear")}`, field.text("name"), field.text("tagline"), h("p", { className: "mt-4 max-w-3xl text-ink-600" }, field.text("description"))),
      h(
        "div",
        { className: "container-page pt-12 pb-24" },
        h(
          "dl",
          { "aria-label": "Contact", className: cn(cardVariants(), "grid gap-5 p-6 sm:grid-cols-2") },
          row("Email", field.text("email")),
          row("Phone", phone.display ?? ""),
          row("Address", [address.streetAddress, address.locality, address.region, address.postalCode, address.country].filter(Boolean).join(", ")),
          row("Meetings", meetings.start ? `${(meetings.days ?? []).join(", ")}, ${meetings.start} to ${meetings.end} (${meetings.timeZone})` : ""),
          row("Legal name", field.text("legalName")),
          row("Careers", field.text("careersUrl")),
        ),
        chips(
          field.list<Social>("socials").map((social) => social.label ?? ""),
          "Profiles",
        ),
      ),
    );
  }

  return { Article, CaseStudy, Page, Legal, TeamMember, Home, Settings };
}

/** Each collection's preview, the home page and the settings included. */
export function registerPreviews(
  cms: DecapGlobal,
  names: Names,
  h = (window as unknown as { h: CreateElement }).h,
  pictures: { id: string; width: number }[] = [],
) {
  const widths = Object.fromEntries(pictures.map((picture) => [picture.id, picture.width]));
  const { Article, CaseStudy, Page, Legal, TeamMember, Home, Settings } = previewTemplates(h, names, widths);
  cms.registerPreviewTemplate("home", Home);
  cms.registerPreviewTemplate("site", Settings);
  cms.registerPreviewTemplate("team", TeamMember);
  cms.registerPreviewTemplate("insights", Article);
  cms.registerPreviewTemplate("cases", CaseStudy);
  cms.registerPreviewTemplate("industries", Page);
  cms.registerPreviewTemplate("capabilities", Page);
  for (const slug of LEGAL_SLUGS) cms.registerPreviewTemplate(slug, Legal);
}
