import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import siteSettings from "../content/site.json" with { type: "json" };
import { readEntry } from "../content/store";
import { factTexts } from "../content/counts";
import type { HomePageContent } from "../content/home-page";
import { CtaBand } from "~/sections/home/cta-band";
import { StatsPanel, TeamStats } from "~/sections/home/team-stats";
import { CapabilityCard } from "~/sections/home/capability-card";
import { CaseCards, CaseStudyGrid } from "~/sections/home/case-study-grid";
import { TeamCarousel, TeamSection, TeamSlides } from "~/sections/home/team-carousel";
import { TeamMemberDialog } from "~/sections/home/team-member-dialog";
import { TestimonialSlides } from "~/sections/home/testimonial-slider";
import { withSocialIcons } from "../content/brand-icons";
import { previewTemplates, type PreviewProps } from "./previews";

/** An entry as Decap hands it to a preview: its data read by path. */
const entryOf = (data: unknown, slug = "entry"): PreviewProps => ({
  entry: {
    getIn: (path) =>
      path[0] === "slug" ? slug : path.slice(1).reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data),
  },
  widgetFor: () => null,
});

describe("the editor's previews", () => {
  it("draw an industry page's sections with the site's own component: a planned one labelled once, and every key point's marker", () => {
    const hospitality = JSON.parse(JSON.stringify(readEntry("industries", "hospitality").data)) as {
      sections: { title: string; status?: string; features: string[] }[];
    };
    const { Page } = previewTemplates(createElement as never);
    const html = renderToStaticMarkup(Page(entryOf(hospitality, "hospitality")) as never);
    expect(html.match(/data-site-component="FeatureSection"/g)).toHaveLength(3);
    const planned = hospitality.sections.filter((section) => section.status === "planned");
    expect(planned.length).toBeGreaterThan(0);
    // Each planned section says it once, under its heading; no key point of its repeats it.
    expect(html.match(/data-slot="section-status"/g)).toHaveLength(planned.length);
    const unshipped = hospitality.sections.flatMap((section) =>
      section.status === "planned" ? section.features : section.features.filter((feature) => feature.endsWith(", not yet shipped")),
    );
    expect(html.match(/data-shipped="false"/g)).toHaveLength(unshipped.length);
    // A picture the editor does not know yet is the site's placeholder, not a broken section.
    expect(html).not.toContain("This section shows once each of its fields is filled in.");
  });

  it("show a team member with the home page's own components: the card of its carousel, and the profile its dialog opens, open", () => {
    const member = readEntry("team", "meera-iyer").data;
    const { TeamMember } = previewTemplates(createElement as never, undefined, { [member.avatar.id]: 320 });
    const html = renderToStaticMarkup(TeamMember(entryOf(member, "meera-iyer")) as never);
    const shown = {
      id: "meera-iyer",
      ...member,
      avatar: { ...member.avatar, width: 320, height: 320, widths: [320] },
      socials: withSocialIcons(member.socials),
      signatureImage: { src: `/images/${member.signature}.svg`, width: 200, height: 56 },
    };
    const slides = renderToStaticMarkup(
      createElement(TeamSection, { children: createElement(TeamCarousel, { children: createElement(TeamSlides, { members: [shown] }) }) }),
    );
    expect(html).toContain(`<div data-site-component="TeamSlides">${slides}</div>`);
    expect(html).toContain("team-card");
    expect(html).toContain(`/images/${member.avatar.id}-320.webp`);
    // The profile: the site's dialog, open, with the signature.
    const profile = renderToStaticMarkup(createElement(TeamMemberDialog, { member: shown })).replace("<dialog ", '<dialog open="" ');
    expect(html).toContain(`<div data-site-component="TeamMemberDialog">${profile}</div>`);
    expect(html).toContain(`alt="Signature of ${member.name}"`);
  });

  it("show the home page as its sections read, with the site's card and type classes, not Decap's raw fields", () => {
    const home = JSON.parse(JSON.stringify(readEntry("home", "home").data, (key, value) => (value && typeof value === "object" && "collection" in value && "id" in value ? value.id : value))) as {
      hero: { lead: string; subtitle: string };
      statistics: { title: string; value: number; suffix: string }[];
      caseCards: { title: string; tag: string }[];
      testimonials: { quote: string; name: string }[];
      teamMembers: string[];
    };
    const { Home } = previewTemplates(createElement as never, { authors: { [home.teamMembers[0]!]: "Person Shown" }, tags: {}, industries: {}, capabilities: {}, cases: {} });
    const html = renderToStaticMarkup(Home(entryOf(home)) as never);
    expect(html).toContain('<h1 class="mt-6 max-w-4xl text-display-lg');
    expect(html).toContain(home.hero.lead);
    expect(html).toContain(home.hero.subtitle);
    const stat = home.statistics[0]!;
    expect(html).toContain(`${stat.value}${stat.suffix}`);
    expect(html).toContain('class="card ');
    expect(html).toContain(home.caseCards[0]!.title);
    expect(html).toContain(home.testimonials[0]!.name);
    expect(html).toContain("Person Shown");
    expect(html).not.toContain("Not filled in yet");
  });

  it("fill the home page's tokens as the site does, and draw its figures on the site's dark panel", () => {
    const home = JSON.parse(JSON.stringify(readEntry("home", "home").data, (key, value) => (value && typeof value === "object" && "collection" in value && "id" in value ? value.id : value))) as {
      statistics: { title: string }[];
    };
    const raw = JSON.stringify(home);
    expect(raw).toContain("{capabilities}");
    expect(raw).toContain("{clientCountries}");
    const counts = { cases: 10, capabilities: 8, industries: 6, practices: 5, articles: 12 };
    const facts = factTexts(siteSettings.commitments as never);
    const { Home } = previewTemplates(createElement as never, { authors: {}, tags: {}, industries: {}, capabilities: {}, cases: {}, tokens: { counts, facts } });
    const html = renderToStaticMarkup(Home(entryOf(home)) as never);
    expect(html).not.toMatch(/\{(capabilities|cases|industries|practices|articles|clientCountries|teamSize|codeOwnership|incidentNotice)\}/);
    expect(html).toMatch(/[Ee]ight/);
    expect(html).toContain(facts.clientCountries);
    // The figures: light text on the dark panel, each cell as the home page's StatsPanel draws it.
    expect(html).toMatch(/<section class="[^"]*on-dark bg-ink-950[^"]*"[^>]*>[\s\S]*<dl/);
    expect(html).toContain('class="flex flex-col gap-2 bg-ink-900 p-5 sm:p-8');
    expect(html).toContain(home.statistics[0]!.title);
  });

  it("draw the home page's figures and closing band with the site's own components, so the two cannot drift apart", () => {
    const home = JSON.parse(JSON.stringify(readEntry("home", "home").data, (key, value) => (value && typeof value === "object" && "collection" in value && "id" in value ? value.id : value))) as HomePageContent;
    const { Home } = previewTemplates(createElement as never);
    const html = renderToStaticMarkup(Home(entryOf(home)) as never);
    const figures = renderToStaticMarkup(createElement(TeamStats, { intro: home.statsPanel, children: createElement(StatsPanel, { statistics: home.statistics }) }));
    expect(html).toContain(`<div data-site-component="TeamStats">${figures}</div>`);
    expect(html).toContain(`<div data-site-component="CtaBand">${renderToStaticMarkup(createElement(CtaBand, { cta: home.ctaBand }))}</div>`);
  });

  it("draw the home page's capability cards, case study cards and testimonials with the site's own components", () => {
    const home = JSON.parse(
      JSON.stringify(readEntry("home", "home").data, (key, value) =>
        value && typeof value === "object" && "collection" in value && "id" in value ? value.id : value,
      ),
    ) as {
      capabilityTiles: { capability: string; name: string; blurb: string; tone: "indigo" }[];
      caseSection: { eyebrow: string; title: string; text: string };
      caseCards: { title: string; tag: string; case: string; thumbnail: { id: string; alt: string } }[];
      testimonials: { quote: string; name: string; designation: string; avatar: { id: string; alt: string }; case?: string }[];
    };
    const widths = Object.fromEntries(
      [...home.caseCards.map((card) => card.thumbnail.id), ...home.testimonials.map((quote) => quote.avatar.id)].map((id) => [id, 320]),
    );
    const picture = (ref: { id: string; alt: string }) => ({ ...ref, width: 320, height: 320, widths: [320] });
    const cases = { [home.testimonials.find((quote) => quote.case)!.case!]: "The case's title" };
    const { Home } = previewTemplates(createElement as never, { authors: {}, tags: {}, industries: {}, capabilities: {}, cases }, widths);
    const html = renderToStaticMarkup(Home(entryOf(home)) as never);
    home.capabilityTiles.forEach((tile, i) => {
      const card = createElement(CapabilityCard, {
        tile: { ...tile, capability: { collection: "capabilities", id: tile.capability } },
        position: i + 1,
        total: home.capabilityTiles.length,
      });
      expect(html).toContain(renderToStaticMarkup(card));
    });
    const cards = home.caseCards.map((card) => ({
      ...card,
      case: { collection: "cases" as const, id: card.case },
      thumbnail: picture(card.thumbnail),
    }));
    expect(html).toContain(
      `<div data-site-component="CaseStudyGrid">${renderToStaticMarkup(createElement(CaseStudyGrid, { intro: home.caseSection, children: createElement(CaseCards, { cards }) }))}</div>`,
    );
    for (const quote of home.testimonials) {
      const caseStudy = quote.case && cases[quote.case] ? { caseStudy: { title: cases[quote.case]!, href: `/case/${quote.case}` } } : {};
      const { case: _case, ...written } = quote;
      expect(html).toContain(
        renderToStaticMarkup(
          createElement(TestimonialSlides, { testimonials: [{ ...written, avatar: picture(quote.avatar), ...caseStudy }] }),
        ),
      );
    }
    expect(html).toContain("Case study: The case&#x27;s title");
  });

  it("say a home page section shows once filled in, rather than break, while a figure has no icon yet", () => {
    const home = JSON.parse(JSON.stringify(readEntry("home", "home").data, (key, value) => (value && typeof value === "object" && "collection" in value && "id" in value ? value.id : value))) as HomePageContent;
    const unfinished = { ...home, statistics: [...home.statistics, { title: "New figure", value: 3, suffix: "" }] };
    const { Home } = previewTemplates(createElement as never);
    const html = renderToStaticMarkup(Home(entryOf(unfinished)) as never);
    expect(html).toContain("This section shows once each of its fields is filled in.");
    expect(html).toContain(home.hero.lead);
  });

  it("show an article with its picture and its author's box", () => {
    const article = { title: "Offline first field apps", description: "d", author: "meera-iyer", image: { id: "insights/x/hero", alt: "A field officer" }, body: "## A" };
    const { Article } = previewTemplates(createElement as never, { authors: { "meera-iyer": "Meera Iyer" }, tags: {}, industries: {}, capabilities: {}, cases: {} }, { "insights/x/hero": 640 });
    const html = renderToStaticMarkup(Article(entryOf(article)) as never);
    expect(html).toContain('src="/images/insights/x/hero-640.webp" alt="A field officer"');
    expect(html).toMatch(/<aside aria-label="Author"[^>]*>.*Meera Iyer/);
    expect(html).not.toContain("What changed");
    // An update says what it changed, as the article's page does; without its date it says nothing.
    const updated = { ...article, published: "2025-04-14", updated: "2026-11-27", whatChanged: "Now cites the 2025 directions." };
    expect(renderToStaticMarkup(Article(entryOf(updated)) as never)).toContain("What changed: Now cites the 2025 directions.");
    expect(renderToStaticMarkup(Article(entryOf({ ...updated, updated: "" })) as never)).not.toContain("What changed");
  });

  it("show the settings as the site does: the company's name, tagline and contact block in a card", () => {
    const { Settings } = previewTemplates(createElement as never);
    const html = renderToStaticMarkup(Settings(entryOf(siteSettings)) as never);
    expect(html).toContain(`>${siteSettings.name}</h1>`);
    expect(html).toContain(siteSettings.tagline);
    expect(html).toContain(siteSettings.email);
    expect(html).toContain(siteSettings.phone.display);
    expect(html).toContain(siteSettings.address.locality);
    expect(html).toContain('aria-label="Contact" class="card ');
    expect(html).not.toContain("Not filled in yet");
  });
});
