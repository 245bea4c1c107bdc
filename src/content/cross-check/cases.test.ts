import { describe, expect, it } from "vitest";
import { namedClientsOf } from "../case-browse";
import {
  checkArticleCases,
  checkCapabilityTiles,
  checkCaseCards,
  checkCaseCardSpread,
  checkCaseMetrics,
  checkCaseTeams,
  checkTestimonials,
} from "./cases";
import { checkSubcontracting } from "./company";
import { cases, capabilities, home } from "./test-content";

describe("the cross-check of case studies, their figures, cards and links", () => {
  const caseRef = (slug: string) => ({ collection: "cases" as const, id: slug });

  const loan = cases["intelligent-loan-management"]!;
  const retail = cases["retail-operations"]!;

  it("names the file and field of a percentage its figures do not give, and of every other wrong one", () => {
    const broken = {
      ...cases,
      [loan.slug]: { ...loan, metrics: loan.metrics.map((m, i) => (i === 0 ? { ...m, value: "72%", from: 21, to: 6 } : m)) },
      [retail.slug]: { ...retail, metrics: retail.metrics.map((m, i) => (i === 1 ? { ...m, value: "4x", from: 10, to: 30 } : m)) },
    };
    expect(checkCaseMetrics(broken)).toEqual(
      expect.arrayContaining([
        "src/content/cases/intelligent-loan-management.yaml: metrics.0.value: 72%, but 21 to 6 is 71%",
        "src/content/cases/retail-operations.yaml: metrics.1.value: 4x, but 10 to 30 is 3x",
      ]),
    );
  });

  it("names a headline figure the case's own story does not contain", () => {
    const broken = {
      [retail.slug]: { ...retail, metrics: [{ value: "25+", label: "stores on one POS sync" }, ...retail.metrics.slice(1)] },
    };
    expect(checkCaseMetrics(broken)).toEqual([
      'src/content/cases/retail-operations.yaml: metrics.0.value: 25+ appears nowhere in "The story, in five phases": write it in the phase that tells it, or change this figure',
    ]);
  });

  it("names a testimonial whose client differs from the case study it belongs to", () => {
    const testimonials = home.testimonials.map((t) => ({
      ...t,
      name: "Asha K.",
      avatar: { ...t.avatar, id: "testimonials/asha-k" },
      designation: "VP Product, a digital lender in Bengaluru",
      case: { collection: "cases" as const, id: loan.slug },
    }));
    expect(checkTestimonials({ ...home, testimonials }, cases)).toHaveLength(testimonials.length);
    expect(checkTestimonials({ ...home, testimonials }, cases)[0]).toMatch(
      /^src\/content\/home\/home\.yaml: testimonials\.0\.designation: .* should end ", a mid-sized NBFC in Pune"/,
    );
  });

  it("names a grid card whose industry differs from its case study's", () => {
    const relabelled = home.caseCards.map((card, i) => (i === 0 ? { ...card, tag: "Lending" } : card));
    expect(checkCaseCards({ ...home, caseCards: relabelled }, cases)).toEqual([
      `src/content/home/home.yaml: caseCards.0.tag: "Lending", but src/content/cases/${home.caseCards[0]!.case.id}.yaml says industry "${cases[home.caseCards[0]!.case.id]!.industry}"`,
    ]);
  });

  it("gives every case study a home-grid card before any gets a second, each with a title of its own", () => {
    expect(checkCaseCardSpread(home, cases)).toEqual([]);
    const slugs = Object.keys(cases);
    const first = home.caseCards[0]!;
    // Each case study once when there are as many cards as case studies; a repeat leaves one out.
    const once = slugs.map((slug) => ({ ...first, title: cases[slug]!.title, case: { collection: "cases" as const, id: slug } }));
    expect(checkCaseCardSpread({ ...home, caseCards: once }, cases)).toEqual([]);
    const repeated = once.map((card, i) => (i === 1 ? { ...card, title: "Another part", case: once[0]!.case } : card));
    expect(checkCaseCardSpread({ ...home, caseCards: repeated }, cases)).toEqual([
      `src/content/home/home.yaml: caseCards.0.case: "${slugs[0]}" has 2 cards while "${slugs[1]}" has 0: give every case study a card before any gets another`,
      `src/content/home/home.yaml: caseCards.1.case: "${slugs[0]}" has 2 cards while "${slugs[1]}" has 0: give every case study a card before any gets another`,
    ]);
    // A second card of the same case study under the same title tells the reader nothing new.
    const twice = [...once, { ...once[0]! }];
    expect(checkCaseCardSpread({ ...home, caseCards: twice }, cases)).toEqual([
      `src/content/home/home.yaml: caseCards.${slugs.length}.title: "${once[0]!.title}" is already a card of "${slugs[0]}": a second card tells another part of the work`,
    ]);
  });

  it("names a capability tile whose name differs from its page's title", () => {
    const capabilityTiles = home.capabilityTiles.map((tile, i) => (i === 2 ? { ...tile, name: "Cloud Engineering" } : tile));
    expect(
      checkCapabilityTiles(
        { ...home, capabilityTiles },
        { "cloud-engineering": "Cloud engineering", ...Object.fromEntries(Object.values(capabilities).map((p) => [p.slug, p.title])) },
      ),
    ).toEqual([
      `src/content/home/home.yaml: capabilityTiles.2.name: "Cloud Engineering", but src/content/capabilities/${home.capabilityTiles[2]!.capability.id}.yaml has title "${capabilities[home.capabilityTiles[2]!.capability.id]!.title}"`,
    ]);
  });

  it("names an article that links a case study outside its industries", () => {
    expect(
      checkArticleCases(
        [{ slug: "cloud-costs", industries: [], capabilities: [], cases: [loan, retail].map(({ slug }) => caseRef(slug)) }],
        cases,
      ),
    ).toEqual([
      `src/content/insights/cloud-costs.mdx: cases: ${loan.title} is a ${loan.industry} case, outside the article's industries (no industries chosen)`,
      `src/content/insights/cloud-costs.mdx: cases: ${retail.title} is a ${retail.industry} case, outside the article's industries (no industries chosen)`,
    ]);
  });

  it("names an article that links a case with no industry page through no capability they share", () => {
    const freight = cases["digital-transformation"]!;
    const devops = { collection: "capabilities" as const, id: "managed-devops" };
    expect(
      checkArticleCases([{ slug: "cloud-costs", industries: [], capabilities: [devops], cases: [caseRef(freight.slug)] }], cases),
    ).toEqual([
      `src/content/insights/cloud-costs.mdx: cases: ${freight.title} has no industry page and shares no capability with the article's (managed-devops)`,
    ]);
    expect(
      checkArticleCases(
        [{ slug: "cloud-costs", industries: [], capabilities: freight.facts.capabilities.slice(0, 1), cases: [caseRef(freight.slug)] }],
        cases,
      ),
    ).toEqual([]);
  });

  it('names a share of time saved written as "faster"', () => {
    const loans = cases["intelligent-loan-management"]!;
    const metrics = loans.metrics.map((metric, index) => (index === 0 ? { ...metric, label: "faster loan disbursal" } : metric));
    expect(checkCaseMetrics({ [loans.slug]: { ...loans, metrics, heroTitle: "Loans disbursed 60% faster" } })).toEqual([
      `src/content/cases/intelligent-loan-management.yaml: metrics.0.label: "${loans.metrics[0]!.value} faster loan disbursal": a share of time saved is "less time", not "faster"`,
      'src/content/cases/intelligent-loan-management.yaml: heroTitle: "60% faster": a share of time saved is "less time", not "faster"',
    ]);
  });

  it("lets a testimonial name a person in full only beside a named client its case study is about", () => {
    const named = home.testimonials.find((t) => t.case && namedClientsOf(cases[t.case.id]!, home.clients).length > 0)!;
    expect(named.name).not.toMatch(/ \p{Lu}\.$/u);
    expect(checkTestimonials({ ...home, testimonials: [named] }, cases)).toEqual([]);
    // The same person, quoted about a case study whose client is described, would name that client.
    const elsewhere = { ...named, case: { collection: "cases" as const, id: loan.slug } };
    expect(checkTestimonials({ ...home, testimonials: [elsewhere] }, cases)).toEqual([
      expect.stringMatching(/^src\/content\/home\/home\.yaml: testimonials\.0\.name: ".+" beside a described employer names it/),
      expect.stringMatching(/^src\/content\/home\/home\.yaml: testimonials\.0\.designation: .* should end ", a mid-sized NBFC in Pune"/),
    ]);
  });

  it("names a testimonial that gives a quoted person's full name beside a described employer", () => {
    const testimonials = home.testimonials.map((t, i) => (i === 0 ? { ...t, name: "Priya Chandrasekhar" } : t));
    expect(checkTestimonials({ ...home, testimonials }, cases)).toEqual([
      'src/content/home/home.yaml: testimonials.0.name: "Priya Chandrasekhar" beside a described employer names it: write a first name and initial ("Priya C.")',
      'src/content/home/home.yaml: testimonials.0.avatar.id: "testimonials/priya-c" is part of the picture\'s public address: name it "testimonials/priya-chandrasekhar", as the person is named',
    ]);
    // The portrait's address names the person no further than the quote does.
    const portraits = home.testimonials.map((t, i) =>
      i === 0 ? { ...t, avatar: { ...t.avatar, id: "testimonials/priya-chandrasekhar" } } : t,
    );
    expect(checkTestimonials({ ...home, testimonials: portraits }, cases)).toEqual([
      'src/content/home/home.yaml: testimonials.0.avatar.id: "testimonials/priya-chandrasekhar" is part of the picture\'s public address: name it "testimonials/priya-c", as the person is named',
    ]);
  });

  it("names a case study whose team is outside the team size the pages promise, and an exception to no subcontracting", () => {
    expect(checkCaseTeams(cases, { min: 4, max: 12 })).toEqual([
      "src/content/cases/loan-core-migration.yaml: facts.team: 14, but site.json commitments.teamSize is 4 to 12",
      "src/content/cases/smart-governance-portal.yaml: facts.team: 14, but site.json commitments.teamSize is 4 to 12",
    ]);
    expect(
      checkSubcontracting({
        "src/content/legal/security.yaml: sections.3.paragraphs.1": "We use no subcontractors unless the client agrees in writing.",
      }),
    ).toEqual([
      'src/content/legal/security.yaml: sections.3.paragraphs.1: makes an exception to "no subcontractors or freelancers" that /about does not make',
    ]);
  });
});
