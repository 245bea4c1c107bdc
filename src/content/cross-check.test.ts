import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkServiceObjective,
  checkArticleCases,
  checkCaseCardSpread,
  checkUpiCollections,
  checkPaymentDataRule,
  checkLogRetention,
  checkPublicationDates,
  checkCapabilityTiles,
  checkCaseCards,
  checkCaseMetrics,
  checkClientWall,
  checkCloudClaims,
  checkTenureStory,
  checkSupportDurations,
  checkReleaseCadence,
  checkThresholdSigners,
  checkUpiAccount,
  checkEveryEngagement,
  checkSuperlatives,
  checkTenureFigure,
  checkUnshippedClaims,
  checkPictureClaims,
  checkAiCases,
  checkIndustryClaims,
  checkUnshippedSections,
  checkLayoutTalk,
  checkCaseTeams,
  checkSubcontracting,
  checkOwnership,
  checkSupportPromise,
  checkSupportCover,
  checkUnshippedFeatures,
  toldAsUnshipped,
  checkUnfiledHeroes,
  checkSubProcessors,
  checkModelVendors,
  DELIVERY_MODES,
  checkCounts,
  checkFacts,
  checkSectorNames,
  checkAboutSectors,
  checkReturningClients,
  checkHeadcount,
  checkTestimonials,
  crossCheck,
} from "./cross-check";
import { legalSectionsFor, type FormsMode } from "./schema";
import { site } from "./site";
import { readCollection, readEntry, readPages } from "./store";

/** A collection's entries by slug, as the content layer stored them. */
const bySlug = <T extends { slug: string }>(pages: T[]) => Object.fromEntries(pages.map((page) => [page.slug, page])) as Record<string, T>;
const cases = bySlug(readPages("cases"));
const industries = bySlug(readPages("industries"));
const capabilities = bySlug(readPages("capabilities"));
const legal = bySlug(readPages("legal"));
const home = readEntry("home", "home").data;
const articles = readCollection("insights").map((entry) => ({ slug: entry.id, body: entry.body ?? "", ...entry.data }));
const about = readEntry("about", "about").data;
const howWeWork = readEntry("howWeWork", "how-we-work").data;

/** Every string in a file's data, keyed "file: field.path". */
function textsOf(file: string, data: unknown, path: string[] = []): [string, string][] {
  if (typeof data === "string") return [[`${file}: ${path.join(".")}`, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => textsOf(file, item, [...path, String(index)]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([key, value]) => textsOf(file, value, [...path, key]));
  return [];
}

const texts = Object.fromEntries([
  ...Object.values(cases).flatMap((entry) => textsOf(`src/content/cases/${entry.slug}.yaml`, entry)),
  ...Object.values(industries).flatMap((entry) => textsOf(`src/content/industries/${entry.slug}.yaml`, entry)),
  ...Object.values(capabilities).flatMap((entry) => textsOf(`src/content/capabilities/${entry.slug}.yaml`, entry)),
  ...Object.values(legal).flatMap((entry) => textsOf(`src/content/legal/${entry.slug}.yaml`, entry)),
  ...textsOf("src/content/home/home.yaml", home),
  ...textsOf("src/content/about/about.yaml", about),
  ...textsOf("src/content/how-we-work/how-we-work.yaml", howWeWork),
  ...articles.flatMap((article) => textsOf(`src/content/insights/${article.slug}.mdx`, article)),
]);

/** The team members' texts, which the checks of dates read beside the pages'. */
const teamTexts = readCollection("team").flatMap((entry) => textsOf(`src/content/team/${entry.id}.yaml`, entry.data));

const people = home.statistics.find((stat) => stat.icon === "users")!.value;
const content = {
  cases,
  capabilities: Object.fromEntries(Object.values(capabilities).map((page) => [page.slug, page.title])),
  industries: Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title])),
  home,
  about,
  articles,
  texts,
  counts: {
    cases: Object.keys(cases).length,
    industries: Object.keys(industries).length,
    capabilities: Object.keys(capabilities).length,
    people,
    foundingYear: site.foundingYear,
  },
  teamSize: site.commitments.teamSize,
  supportCover: site.commitments.supportCover,
};

describe("facts that appear in more than one file", () => {
  it("agree everywhere", () => {
    expect(crossCheck(content)).toEqual([]);
  });
});

/** The settings the forms' code and the server's read: each is a way the site can be deployed. */
const settingsInCode = DELIVERY_MODES.map(({ setting }) => setting).filter((setting) =>
  ["src/features/contact/email-config.ts", "server/lead-delivery.ts", "server/index.ts"].some(
    (file) => existsSync(file) && readFileSync(file, "utf8").includes(setting),
  ),
);
const subProcessorsIn = (mode: FormsMode) =>
  legalSectionsFor(legal.security!, mode).find((section) => section.id === "sub-processors")!.list ?? [];
const subProcessors = { emailjs: subProcessorsIn("emailjs"), outbox: subProcessorsIn("outbox") };

describe("the sub-processors on /security", () => {
  it("cover every way the code can deliver a form", () => {
    expect(settingsInCode).toEqual(DELIVERY_MODES.map(({ setting }) => setting));
    expect(checkSubProcessors(subProcessors, settingsInCode)).toEqual([]);
  });

  it("are named missing when a mode has no entry", () => {
    expect(
      checkSubProcessors(
        { ...subProcessors, emailjs: subProcessors.emailjs.filter((entry) => !entry.includes("reCAPTCHA")) },
        settingsInCode,
      ),
    ).toEqual([
      "src/content/legal/security.yaml: sub-processors (formsMode: emailjs): the site can be deployed with EmailJS's reCAPTCHA (VITE_EMAILJS_RECAPTCHA_SITE_KEY), and no entry names who processes it",
    ]);
  });

  it("name on a site of one mode no company only the other mode uses", () => {
    expect(checkSubProcessors({ ...subProcessors, outbox: [...subProcessors.outbox, "EmailJS Pte. Ltd."] }, settingsInCode)).toEqual([
      "src/content/legal/security.yaml: sub-processors (formsMode: outbox): names the company of EmailJS (VITE_EMAILJS_SERVICE_ID), which a site of this mode does not use",
    ]);
  });
});

const subProcessorParagraphs = (mode: FormsMode) =>
  legalSectionsFor(legal.security!, mode).find((section) => section.id === "sub-processors")!.paragraphs;

describe("the model vendors the pages name", () => {
  const paragraphs = { emailjs: subProcessorParagraphs("emailjs"), outbox: subProcessorParagraphs("outbox") };

  it("are each on /security's sub-processor section, as the client's processor in its own account", () => {
    expect(Object.values(texts).some((text) => text.includes("Amazon Bedrock"))).toBe(true);
    expect(checkModelVendors(texts, paragraphs)).toEqual([]);
  });

  it("are named when /security leaves one out", () => {
    const withAzure = { ...texts, "src/content/capabilities/ai-intelligent-systems.yaml: summary": "Models on Azure OpenAI" };
    expect(checkModelVendors(withAzure, { ...paragraphs, outbox: paragraphs.outbox.filter((text) => !text.includes("Bedrock")) })).toEqual([
      "src/content/legal/security.yaml: sub-processors (formsMode: emailjs): pages send data to Azure OpenAI, and this section does not say whose processor it is",
      "src/content/legal/security.yaml: sub-processors (formsMode: outbox): pages send data to Amazon Bedrock, and this section does not say whose processor it is",
      "src/content/legal/security.yaml: sub-processors (formsMode: outbox): pages send data to Azure OpenAI, and this section does not say whose processor it is",
      "src/content/legal/security.yaml: sub-processors (formsMode: outbox): a model vendor is named on the site, and this section does not say it runs in the client's own cloud account",
    ]);
  });
});

describe("the cross-check", () => {
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
      "src/content/cases/retail-operations.yaml: metrics.0.value: 25+ appears nowhere in \"The story, in five phases\": write it in the phase that tells it, or change this figure",
    ]);
  });

  it("names a testimonial whose client differs from the case study it belongs to", () => {
    const testimonials = home.testimonials.map((t) => ({
      ...t,
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

  const caseRef = (slug: string) => ({ collection: "cases" as const, id: slug });

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

  it("names a headcount on /about that the home page's figure does not fit", () => {
    const teams = about.organisation.teams.map((team, i) => (i === 0 ? { ...team, people: 10 } : team));
    expect(checkHeadcount({ ...about, organisation: { ...about.organisation, teams } }, home)[0]).toMatch(
      /^src\/content\/about\/about\.yaml: organisation\.teams: \d+ people, but src\/content\/home\/home\.yaml says 50\+ engineers, designers and delivery leads$/,
    );
  });

  it("names a headcount label that leaves out a practice it counts", () => {
    expect(checkHeadcount(about, home)).toEqual([]);
    const statistics = home.statistics.map((stat) => (stat.icon === "users" ? { ...stat, title: "Engineers and designers" } : stat));
    expect(checkHeadcount(about, { ...home, statistics })).toEqual([
      'src/content/home/home.yaml: statistics: "Engineers and designers" counts the 4 people of /about\'s Delivery practice without naming them',
    ]);
  });

  it("names copy whose count or year disagrees with the content", () => {
    const problems = checkCounts(
      { "a.yaml: intro": "Eight capabilities and seven industries, with about 40 engineers.", "b.yaml: text": "Founded in 2018." },
      { cases: 8, industries: 8, capabilities: 8, people: 50, foundingYear: 2019 },
    );
    expect(problems).toEqual([
      'a.yaml: intro: "seven industries", but the content has 8 industries',
      'a.yaml: intro: "about 40 engineers", but the content has 50 people',
      'b.yaml: text: "Founded in 2018", but the content has 2019 founding year',
    ]);
  });

  it("names a team size typed in words other than site.json's, and a file that restates a promise instead of quoting it", () => {
    const edited: Record<string, string> = {
      ...texts,
      "src/content/about/about.yaml: organisation.text": "A project team is usually five to ten people, and its lead stays.",
      "src/content/legal/security.yaml: sections.12.paragraphs.0": "We tell the client within six hours.",
    };
    // The security page restates the notice instead of quoting it.
    for (const key of Object.keys(edited))
      if (key.startsWith("src/content/legal/security.yaml")) edited[key] = edited[key]!.replaceAll("{incidentNotice}", "");
    expect(checkFacts(edited, { min: 4, max: 12 })).toEqual([
      'src/content/about/about.yaml: organisation.text: "team is usually five to ten people", but site.json commitments.teamSize is 4 to 12: write {teamSize}',
      "src/content/legal/security.yaml: states no {incidentNotice}: quote the fact from site.json commitments rather than restating it",
      "src/content/about/about.yaml: states no {teamSize}: quote the fact from site.json commitments rather than restating it",
    ]);
  });

  it("scopes /security's sub-processor list to client and visitor data, and names the firms that handle only our own people's data", () => {
    for (const mode of ["emailjs", "outbox"] as const) {
      const section = legal.security!.sections.find((entry) => entry.id === "sub-processors" && entry.formsMode === mode)!;
      const scope = section.paragraphs![0]!;
      expect(scope).toMatch(/process our clients' data or this website's visitors' data/);
      for (const firm of ["background checks", "accountant", "careers site"]) expect(scope).toContain(firm);
    }
  });

  it("gives /security one fix window per kind of flaw: seven days for a dependency in the release checks and the policy, 14 for our own code", () => {
    const sections = legal.security!.sections;
    const checks = sections.find((entry) => entry.id === "secure-development" || entry.list?.some((item) => /dependency fixes/.test(item)))!;
    expect(checks.list!.find((item) => /dependency fixes/.test(item))).toMatch(/third-party.*seven days/);
    const policy = sections.find((entry) => entry.id === "response-times")!.paragraphs!.join(" ");
    expect(policy).toMatch(/critical issue in our own code within 14 days/);
    expect(policy).toMatch(/third-party dependency[^.]*within seven days/);
  });

  it("names a share of time saved written as \"faster\"", () => {
    const loans = cases["intelligent-loan-management"]!;
    const metrics = loans.metrics.map((metric, index) => (index === 0 ? { ...metric, label: "faster loan disbursal" } : metric));
    expect(checkCaseMetrics({ [loans.slug]: { ...loans, metrics, heroTitle: "Loans disbursed 60% faster" } })).toEqual([
      `src/content/cases/intelligent-loan-management.yaml: metrics.0.label: "${loans.metrics[0]!.value} faster loan disbursal": a share of time saved is "less time", not "faster"`,
      'src/content/cases/intelligent-loan-management.yaml: heroTitle: "60% faster": a share of time saved is "less time", not "faster"',
    ]);
  });

  it("holds the returning-clients figure to the case studies whose support continues", () => {
    expect(checkReturningClients(cases, home)).toEqual([]);
    const statistics = home.statistics.map((stat) => (stat.icon === "handshake" ? { ...stat, title: "Clients who came back for a second engagement", value: 50 } : stat));
    expect(checkReturningClients(cases, { ...home, statistics })).toEqual([
      'src/content/home/home.yaml: statistics: "Clients who came back for a second engagement": say it counts clients on a support contract after their build, which the case studies show',
      expect.stringMatching(/^src\/content\/home\/home\.yaml: statistics: "Clients who came back for a second engagement 50\+", but only \d+ case studies say we still support the work$/),
    ]);
  });

  it("holds the platforms figure to the case studies whose support continues", () => {
    const statistics = home.statistics.map((stat) => (stat.icon === "monitor-smartphone" ? { ...stat, value: 12 } : stat));
    expect(checkReturningClients(cases, { ...home, statistics })).toEqual([
      expect.stringMatching(/^src\/content\/home\/home\.yaml: statistics: "Platforms we built and still run 12\+", but only \d+ case studies say we still support the work$/),
    ]);
  });

  it("names a case study's sector that /about's subtitle leaves out", () => {
    expect(checkAboutSectors(about, cases)).toEqual([]);
    const subtitle = about.subtitle.replace(/\b(?:logistics|freight|warehous|transport)\w*/gi, "shipping");
    expect(checkAboutSectors({ ...about, subtitle }, cases)).toEqual([
      expect.stringMatching(/^src\/content\/about\/about\.yaml: subtitle: does not name Logistics/),
    ]);
  });

  it("names a case study whose sector is spelt otherwise than its industry page", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(checkSectorNames({ ...cases, [retail.slug]: { ...retail, industry: "Grocery" } }, titles)).toEqual([
      `src/content/cases/retail-operations.yaml: industry: "Grocery", but its industry page is titled "${titles.retail}"`,
    ]);
  });

  it("names a named client that points at the one client a sector's pages describe, and a page that points at the names", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    const clients = [...home.clients, "Kestrel Retail", "Sable Hotels"];
    expect(
      checkClientWall({ ...home, clients, clientsNote: `${home.clientsNote} Kestrel Retail and Sable Hotels too.` }, cases, titles, {
        "src/content/industries/telecom.yaml: subtitle": "Our telecom work is for one operator on our client list.",
      }),
    ).toEqual([
      `src/content/home/home.yaml: clients.${home.clients.length}: "Kestrel Retail" is in the ${titles.retail} sector, where the site describes one client (retail-operations): a reader joins the name to it`,
      `src/content/home/home.yaml: clients.${home.clients.length + 1}: "Sable Hotels" is in the ${titles.hospitality} sector, where the site describes the work of one client: a reader joins the name to it`,
      'src/content/industries/telecom.yaml: subtitle: "on our client list" joins a described client to a named one',
    ]);
  });

  it("names a named client the note under the names says nothing about, and a note that disowns them", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(checkClientWall(home, cases, titles, texts)).toEqual([]);
    const [first] = home.clients;
    const clientsNote = `${home.clientsNote.replaceAll(first!, "one client")} None of them is a client our case studies describe.`;
    expect(checkClientWall({ ...home, clientsNote }, cases, titles, texts)).toEqual([
      'src/content/home/home.yaml: clientsNote: "None of them": say what we built for the named clients, not that they are not ours',
      `src/content/home/home.yaml: clients.0: "${first}" has no line in clientsNote saying what we built for it`,
    ]);
  });

  it("names a named client in a sector whose page accounts for every client it counts", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(checkClientWall({ ...home, clients: [...home.clients, "Velora Finance"], clientsNote: `${home.clientsNote} Velora Finance too.` }, cases, titles, texts)).toEqual([
      `src/content/home/home.yaml: clients.${home.clients.length}: "Velora Finance" is in the ${titles.fintech} sector, whose page accounts for each of "Of the four lenders we have built for" as a described client: a named one makes one more`,
    ]);
  });

  it("names a page that gives another reason for describing a client than {clientNames}", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(
      checkClientWall(home, cases, titles, {
        ...texts,
        "src/content/industries/edtech.yaml: subtitle": "We have shipped edtech work for one client, who asked not to be named.",
        "src/content/home/home.yaml: caseSection.text":
          "Figures come from each client's own reporting, so beside them the client is described.",
      }),
    ).toEqual([
      'src/content/industries/edtech.yaml: subtitle: "asked not to be named": why a client is described is {clientNames} (its contract), the one reason every page gives',
      'src/content/home/home.yaml: caseSection.text: "own reporting, so": why a client is described is {clientNames} (its contract), the one reason every page gives',
    ]);
  });

  it("names a testimonial that gives a quoted person's full name beside a described employer", () => {
    const testimonials = home.testimonials.map((t, i) => (i === 0 ? { ...t, name: "Priya Chandrasekhar" } : t));
    expect(checkTestimonials({ ...home, testimonials }, cases)).toEqual([
      'src/content/home/home.yaml: testimonials.0.name: "Priya Chandrasekhar" beside a described employer names it: write a first name and initial ("Priya C.")',
      'src/content/home/home.yaml: testimonials.0.avatar.id: "testimonials/priya-c" is part of the picture\'s public address: name it "testimonials/priya-chandrasekhar", as the person is named',
    ]);
    // The portrait's address names the person no further than the quote does.
    const portraits = home.testimonials.map((t, i) => (i === 0 ? { ...t, avatar: { ...t.avatar, id: "testimonials/priya-chandrasekhar" } } : t));
    expect(checkTestimonials({ ...home, testimonials: portraits }, cases)).toEqual([
      'src/content/home/home.yaml: testimonials.0.avatar.id: "testimonials/priya-chandrasekhar" is part of the picture\'s public address: name it "testimonials/priya-c", as the person is named',
    ]);
  });

  it("names a support promise a five-person rota cannot keep, a response time stated off How we work, and a wrong team size", () => {
    const severityOne = Object.keys(texts).find(
      (key) => key.startsWith("src/content/how-we-work/how-we-work.yaml: ") && texts[key]!.startsWith("Severity 1"),
    )!;
    expect(
      checkSupportPromise(
        {
          ...texts,
          [severityOne]: "Severity 1, platform down: answered within 30 minutes, day or night",
          "src/content/capabilities/managed-devops.yaml: subtitle":
            "A four-person platform team whose engineer on call responds within 15 minutes.",
        },
        about,
      ),
    ).toEqual([
      'src/content/capabilities/managed-devops.yaml: subtitle: "responds within 15 minutes": support times are stated on How we work only',
      `src/content/capabilities/managed-devops.yaml: subtitle: "four-person platform team", but /about's Platform and DevOps practice has 5 people`,
      `${severityOne}: "day or night": a rota of 5 people promises the hours How we work states`,
      `${severityOne}: severity 1 must say the hours of its fastest answer and its time overnight`,
    ]);
  });

  it("names the hero picture of an industry page with no case study that is not described as an illustration", () => {
    expect(checkUnfiledHeroes(cases, content.industries, texts)).toEqual([]);
    const hero = "src/content/industries/hospitality.yaml: heroImage.alt";
    expect(texts[hero]).toMatch(/^Illustration: a design for /);
    expect(checkUnfiledHeroes(cases, content.industries, { ...texts, [hero]: "Hotel reservations calendar on a laptop" })).toEqual([
      `${hero}: no case study is filed under Hospitality, so its picture shows no real screen: open the description with "Illustration: a design for"`,
    ]);
  });

  it("names an untagged feature that names what its section says is not shipped", () => {
    expect(checkUnshippedFeatures(texts)).toEqual([]);
    const section = "src/content/industries/retail.yaml: sections.1";
    expect(
      checkUnshippedFeatures({
        [`${section}.content`]:
          "For the grocery chain we built one catalogue. Storefronts read from the PIM. We have read the ONDC specifications but not yet shipped a seller integration.",
        [`${section}.features.0`]: "PIM with variants, GS1 barcodes and media",
        [`${section}.features.1`]: "ONDC seller feeds from the same catalogue",
        [`${section}.features.2`]: "ONDC catalogue sync, not yet shipped",
      }),
    ).toEqual([`${section}.features.1: "ONDC seller feeds from the same catalogue" names ONDC, which its section says is not shipped: tag it ", not yet shipped"`]);
  });

  it("names an untagged feature about work its section denies, by a shared word or a denial of the whole section", () => {
    const section = "src/content/industries/medtech.yaml: sections.2";
    expect(
      checkUnshippedFeatures({
        [`${section}.content`]: "For the clinic network we built appointments. Teleconsultation and home monitoring we have not shipped.",
        [`${section}.features.0`]: "Teleconsultation under Telemedicine Practice Guidelines 2020",
        [`${section}.features.1`]: "Role-based access to patient records",
      }),
    ).toEqual([
      `${section}.features.0: "Teleconsultation under Telemedicine Practice Guidelines 2020" shares "teleconsultation" with a sentence of its section that says it is not shipped: tag it ", not yet shipped"`,
    ]);
    const guest = "src/content/industries/hospitality.yaml: sections.2";
    expect(
      checkUnshippedFeatures({
        [`${guest}.content`]: "We built the front-desk booking tool. None of the guest-facing pieces here has shipped yet.",
        [`${guest}.features.0`]: "Web check-in with ID document capture",
        [`${guest}.features.1`]: "Front-desk booking tool, shipped for one hotel group",
      }),
    ).toEqual([
      `${guest}.features.0: "Web check-in with ID document capture": its section says "None of the guest-facing pieces here has shipped yet.": tag it ", not yet shipped"`,
    ]);
  });

  it("names every untagged feature of a section that tells all of its work with \"would\", unless the section is planned", () => {
    // DOOH's players and CMS, as the page told them before the section was marked planned.
    const section = "src/content/industries/dooh.yaml: sections.0";
    const players = {
      [`${section}.content`]:
        "A screen on a flyover has to keep playing through power cuts. We would build the player to cache the whole schedule. Its CMS would handle loops and dayparting.",
      [`${section}.features.0`]: "Offline-first players for Android, Tizen and webOS",
      [`${section}.features.1`]: "Loop scheduling with share-of-voice controls, not yet shipped",
    };
    expect(checkUnshippedFeatures(players)).toEqual([
      `${section}.features.0: "Offline-first players for Android, Tizen and webOS": its section tells all of its work with "would": set the section's status to planned, or tag it ", not yet shipped"`,
    ]);
    // Marked planned, the section says it once: its features carry no tag of their own.
    expect(checkUnshippedFeatures({ ...players, [`${section}.status`]: "planned" })).toEqual([
      `${section}.features.1: "Loop scheduling with share-of-voice controls, not yet shipped": its section is planned, which says once that none of it has shipped: drop the words`,
    ]);
    expect(
      checkUnshippedFeatures({ ...players, [`${section}.status`]: "planned", [`${section}.features.1`]: "Loop scheduling with share-of-voice controls" }),
    ).toEqual([]);
  });

  it("names a planned section whose text tells some of its work as done", () => {
    const section = "src/content/industries/agritech.yaml: sections.1";
    expect(
      checkUnshippedFeatures({
        [`${section}.status`]: "planned",
        [`${section}.content`]: "We built member registries for two FPOs. Payouts would reach members' bank accounts through bank APIs.",
        [`${section}.features.0`]: "FPO member registry with land records",
      }),
    ).toEqual([
      `${section}.content: its section is planned, but this tells some of its work as done: write it as what we would build, or drop the status`,
    ]);
  });

  it("reads a section as told all with \"would\" only when every sentence about our work says so", () => {
    expect(toldAsUnshipped("A screen has to keep playing. We would build the player. Its CMS would handle loops.")).toBe(true);
    expect(toldAsUnshipped("We have not yet built an online channel. One would hold stock while a customer pays.")).toBe(true);
    // A sentence of shipped work makes the section mixed, and its features are tagged one by one.
    expect(toldAsUnshipped("The app we shipped streams lessons over HLS. Live classes we would build on the same player.")).toBe(false);
    // Nothing about our work either way.
    expect(toldAsUnshipped("Subscribers want to recharge without calling anyone.")).toBe(false);
    // A sentence that starts in lower case ("eSIM") is a sentence of its own.
    expect(toldAsUnshipped("The app we built takes UPI recharges. eSIM activation we would add later.")).toBe(false);
  });

  const recovery = "src/content/legal/security.yaml: sections.9.paragraphs.1";

  it("names a usual availability objective that an overnight severity 1 answer would spend", () => {
    expect(checkServiceObjective(texts)).toEqual([]);
    expect(texts[recovery]).toContain("service is back within three hours");
    const where = "src/content/how-we-work/how-we-work.yaml: sections.2.paragraphs.1";
    expect(
      checkServiceObjective({
        ...texts,
        [where]: "Each service also gets its own objective, usually 99.9%, written down before launch.",
      }),
    ).toEqual([
      `${where}: "usually 99.9%" allows 43 minutes a month, less than the 2 hours a severity 1 answer may take overnight`,
      `${where}: "usually 99.9%" allows 43 minutes a month, less than one recovery in "service is back within three hours" (${recovery})`,
    ]);
  });

  it("names a default recovery time that one failure would spend beyond the usual objective, or that comes before the overnight answer", () => {
    const objective = "src/content/how-we-work/how-we-work.yaml: sections.2.paragraphs.1";
    expect(
      checkServiceObjective({
        ...texts,
        [recovery]: "A production database can be restored to within 15 minutes of a failure, and service is back within four hours.",
      }),
    ).toEqual([`${objective}: "usually 99.5%" allows 216 minutes a month, less than one recovery in "service is back within four hours" (${recovery})`]);
    expect(checkServiceObjective({ ...texts, [recovery]: "A database is restored, and service is back within one hour." })).toEqual([
      `${recovery}: "service is back within one hour" is sooner than the 2 hours a severity 1 answer may take overnight, which comes first`,
    ]);
  });

  it("names a support model that counts fewer client systems than the site says we run, or leaves the rota alone", () => {
    expect(checkSupportCover(site.commitments.supportCover, cases, home)).toEqual([]);
    const run = Object.values(cases).filter((study) => study.facts.support === "continues").length + home.clients.length;
    expect(checkSupportCover("We run eight client systems under support contracts, one engineer on call at a time.", cases, home)).toEqual([
      `src/content/site.json: commitments.supportCover: "eight client systems", but ${run} are run by us: the case studies we still support and the home page's named clients`,
      "src/content/site.json: commitments.supportCover: name the engineer who built each system as its second",
      "src/content/site.json: commitments.supportCover: say which lead a severity 1 incident goes to",
    ]);
    expect(checkSupportCover("The engineer who built each system is its second; severity 1 goes to a lead.", cases, home)).toEqual([
      'src/content/site.json: commitments.supportCover: say how many client systems we run ("thirteen client systems")',
    ]);
  });

  it("names a text that gives the code away on terms other than site.json's", () => {
    expect(
      checkOwnership({
        "src/content/how-we-work/how-we-work.yaml: sections.1.paragraphs.0": "You do. The code is in your repositories.",
        "src/content/about/about.yaml: boundaries.paragraphs.0": "There is nothing we could hold back.",
        "src/content/legal/security.yaml: sections.6.paragraphs.0": "{codeOwnership} Access can be revoked at any time.",
      }),
    ).toEqual([
      'src/content/how-we-work/how-we-work.yaml: sections.1.paragraphs.0: "You do": state who owns the code with {codeOwnership} alone',
      'src/content/about/about.yaml: boundaries.paragraphs.0: "nothing we could hold back": state who owns the code with {codeOwnership} alone',
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

  it("names an industry page with no case study whose subtitle or menu tagline does not say so", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(
      checkIndustryClaims(cases, titles, {
        ...texts,
        "src/content/industries/dooh.yaml: summary": "Screen players, CMS and programmatic DOOH with proof-of-play that advertisers accept",
      }),
    ).toEqual([`src/content/industries/dooh.yaml: summary: no case study is filed under ${titles.dooh}, and this does not say so`]);
  });

  it("names a section of an industry page with no case study that tells its work as done", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(checkUnshippedSections(cases, titles, texts)).toEqual([]);
    expect(
      checkUnshippedSections(cases, titles, {
        ...texts,
        "src/content/industries/edtech.yaml: sections.0.content":
          "We package courses as SCORM 1.2, SCORM 2004 or cmi5, and tools launch from any LTI 1.3 platform.",
        "src/content/industries/fintech.yaml: sections.0.content": "We build loan management systems.",
      }),
    ).toEqual([
      `src/content/industries/edtech.yaml: sections.0.content: no case study is filed under ${titles.edtech}, and this section tells its work as done: say what shipped and what we would build`,
    ]);
  });

  it("names copy that talks about the page's layout instead of the work", () => {
    expect(checkLayoutTalk(texts)).toEqual([]);
    expect(
      checkLayoutTalk({
        "src/content/home/home.yaml: caseSection.text": "Each case study has a card; every card opens its case study.",
        "src/content/industries/telecom.yaml: subtitle": "The BSS and eSIM work below is what we would build next.",
        "src/content/about/about.yaml: subtitle": "This page lists our practices. Scroll down to meet the team.",
        "src/content/about/about.yaml: hours.text": "The table shows those hours on your clock.",
        "src/content/legal/privacy.yaml: sections.9.content": "You have the rights listed below. The version shown here applies.",
        "src/content/industries/agritech.yaml: sections.0.content": "Dosing starts from Soil Health Card values where the farmer has a card.",
        "src/content/cases/smart-food-logging.yaml: summary": "Coaches no longer scroll through every entry.",
      }),
    ).toEqual([
      'src/content/home/home.yaml: caseSection.text: "study has a card" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/industries/telecom.yaml: subtitle: "work below" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: subtitle: "This page lists" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: subtitle: "Scroll down" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: hours.text: "The table shows" talks about the page, not the work: say what the work is or what it means for the reader',
    ]);
  });

  it("names a tenure explanation the case studies do not bear out", () => {
    const long = Object.fromEntries(
      Object.entries(cases).map(([slug, study]) => [
        slug,
        { ...study, facts: { ...study.facts, engagement: "14 months", support: "ended" as const } },
      ]),
    );
    expect(
      checkTenureStory(long, { "src/content/home/home.yaml: statsPanel.text": texts["src/content/home/home.yaml: statsPanel.text"]! }),
    ).toEqual([
      `src/content/home/home.yaml: statsPanel.text: says most builds take under a year, but 0 of ${Object.keys(cases).length} case studies do`,
      `src/content/home/home.yaml: statsPanel.text: says most clients keep a support contract, but 0 of ${Object.keys(cases).length} case studies' support continues`,
    ]);
  });

  it("names a page that claims work no case study shows, unless it says the work is not shipped yet", () => {
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        "src/content/industries/retail.yaml: sections.1.features.3": "ONDC seller app integration over Beckn",
        "src/content/industries/retail.yaml: sections.1.content": "Storefronts and marketplace feeds sell from one catalogue.",
        "src/content/industries/fintech.yaml: sections.2.content":
          "We have read the V-CIP requirements and would build it behind an adapter.",
        "src/content/home/home.yaml: capabilityTiles.4.blurb": "Document extraction and retrieval-based assistants, evaluated first.",
        // A capability page's tools are claims too: none of the case studies ran on GKE or Airflow.
        "src/content/capabilities/managed-devops.yaml: sections.1.features.0": "Scheduled version upgrades for EKS, GKE and self-managed clusters",
        "src/content/capabilities/data-engineering-analytics.yaml: sections.0.content": "Orchestration runs in Airflow, with backfills.",
      }),
    ).toEqual([
      "src/content/industries/retail.yaml: sections.1.features.3: names ONDC, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/capabilities/data-engineering-analytics.yaml: sections.0.content: names Airflow or Dagster orchestration, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/capabilities/managed-devops.yaml: sections.1.features.0: names clusters on Google's GKE, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/home/home.yaml: capabilityTiles.4.blurb: names document extraction, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/home/home.yaml: capabilityTiles.4.blurb: names retrieval assistants, which no case study shows: back it with one or say it is not shipped yet",
    ]);
    const withOndc = {
      ...cases,
      "retail-operations": {
        ...cases["retail-operations"]!,
        timelineData: [{ title: "Vision & Challenge", content: "The chain listed on ONDC." }],
      },
    };
    expect(checkUnshippedClaims(withOndc as typeof cases, { "src/content/industries/retail.yaml: summary": "ONDC listings" })).toEqual([]);
  });

  it("names a sentence that claims unshipped work beside another that says something else is not shipped, and a feature leaning on it", () => {
    const section = "src/content/industries/fintech.yaml: sections.1";
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        [`${section}.content`]: "For card flows we use network tokenisation. No case study of ours is a payments build yet.",
        [`${section}.features.3`]: "Card-on-file tokenisation under RBI rules",
      }),
    ).toEqual([
      `${section}.content: names card tokenisation, which no case study shows: back it with one or say it is not shipped yet`,
      `${section}.features.3: names card tokenisation, which no case study shows: back it with one or say it is not shipped yet`,
    ]);
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        [`${section}.content`]: "No card flow of ours has shipped yet; for one we would use network tokenisation.",
        [`${section}.features.3`]: "Card-on-file tokenisation under RBI rules",
      }),
    ).toEqual([]);
  });

  it("names a page that ranks our own work where a reader sees one of its kind", () => {
    expect(checkSuperlatives(texts)).toEqual([]);
    expect(
      checkSuperlatives({
        "src/content/capabilities/product-modernization.yaml: subtitle": "Our longest migration so far moved a lender's loans.",
      }),
    ).toEqual([
      'src/content/capabilities/product-modernization.yaml: subtitle: "Our longest migration" ranks work the case studies do not let a reader compare: name the case study',
    ]);
  });

  it("names a page that says every engagement starts with cloud work", () => {
    expect(checkEveryEngagement(texts)).toEqual([]);
    expect(
      checkEveryEngagement({
        "src/content/capabilities/cloud-engineering.yaml: sections.0.content":
          "Every engagement starts with a landing zone: separate accounts.",
      }),
    ).toEqual([
      'src/content/capabilities/cloud-engineering.yaml: sections.0.content: "Every engagement starts with a landing zone": design and staffing engagements do not; say which work starts that way',
    ]);
  });

  it("names a page that gives other signers for the loan-core migration's thresholds", () => {
    expect(
      Object.values(texts).filter((text) => text.includes("signed these thresholds") || text.includes("signed the cut-over")),
    ).toHaveLength(2);
    expect(checkThresholdSigners(texts)).toEqual([]);
    expect(
      checkThresholdSigners({
        "src/content/insights/strangler-migration-kept-lender-disbursing.mdx: body":
          "Operations, finance and the engineering team signed off these thresholds for each product line:",
      }),
    ).toEqual([
      `src/content/insights/strangler-migration-kept-lender-disbursing.mdx: body: "Operations, finance and the engineering team signed off these thresholds for each product line:": the thresholds were signed by the lender's heads of operations and finance and our delivery lead; say so in those words`,
    ]);
  });

  it("names a page that counts our UPI work as one marketplace's alone", () => {
    expect(checkUpiAccount(texts)).toEqual([]);
    expect(
      checkUpiAccount({
        "src/content/industries/fintech.yaml: sections.1.content": "Our UPI work so far is one B2B marketplace's callbacks.",
        "src/content/insights/upi-callbacks-exactly-once.mdx: body": "We have built this for that one marketplace so far.",
      }),
    ).toEqual([
      `src/content/industries/fintech.yaml: sections.1.content: "UPI work so far is one": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`,
      `src/content/insights/upi-callbacks-exactly-once.mdx: body: "built this for that one marketplace so far": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`,
    ]);
  });

  it("names a page that claims UPI collections for lenders, whose case studies collect on NACH", () => {
    expect(checkUpiCollections(cases, texts)).toEqual([]);
    const where = "src/content/industries/fintech.yaml: subtitle";
    expect(checkUpiCollections(cases, { [where]: "Loan systems with the NACH and UPI collections around them." })).toEqual([
      `${where}: "NACH and UPI": no lender in our case studies collects over UPI; their repayments run on NACH`,
    ]);
    expect(checkUpiCollections(cases, { [where]: "Loan systems, and UPI collections matched to settlement." })).toEqual([
      `${where}: "UPI collections": no lender in our case studies collects over UPI; their repayments run on NACH`,
    ]);
  });

  it("names a sentence that cites RBI's payment data direction for a lender's loan data", () => {
    expect(checkPaymentDataRule(texts)).toEqual([]);
    const where = "src/content/cases/loan-core-migration.yaml: timelineData.3.content";
    const sentence = "The new loan core runs in India, with its backups in a second Indian region, as RBI's payment data rules require.";
    expect(checkPaymentDataRule({ [where]: `${sentence} It is TypeScript on Node.js.` })).toEqual([
      `${where}: "${sentence}": RBI's payment data direction is about payment system data; cite the rule that keeps loan data in India`,
    ]);
  });

  it("names logs kept for less than CERT-In's 180 days where a page says its directions apply to us", () => {
    expect(checkLogRetention(texts)).toEqual([]);
    const where = "src/content/legal/privacy.yaml: sections.7.paragraphs.1";
    const shorter = { ...texts, [where]: "Our hosting keeps technical logs, such as your IP address and the page requested, for 30 days." };
    expect(checkLogRetention(shorter)).toEqual([`${where}: "for 30 days": CERT-In's directions ask for 180 days of logs, kept in India`]);
  });

  it("names a clause that dates work to a standard before it was published", () => {
    expect(checkPublicationDates(texts)).toEqual([]);
    expect(checkPublicationDates(Object.fromEntries(teamTexts))).toEqual([]);
    const where = "src/content/team/meera-iyer.yaml: aboutLong";
    expect(
      checkPublicationDates({
        [where]: "Since joining Kovira Labs in 2020 she has built our accessibility reviews against WCAG 2.2. She runs field research.",
      }),
    ).toEqual([
      `${where}: "Since joining Kovira Labs in 2020 she has built our accessibility reviews against WCAG 2.2.": WCAG 2.2 came out in 2023, after 2020`,
    ]);
  });

  it("names a page that states the release cadence another way than several a week", () => {
    expect(checkReleaseCadence(texts)).toEqual([]);
    expect(
      checkReleaseCadence({
        "src/content/home/home.yaml: capabilityTiles.3.blurb": "On-call rotas, so releases go out every week instead of every quarter.",
        "src/content/capabilities/managed-devops.yaml: sections.0.content": "The aim is many small deploys a week.",
      }),
    ).toEqual([
      'src/content/home/home.yaml: capabilityTiles.3.blurb: "releases go out every week": releases go out several times a week, as the managed cloud case shows; say it that way',
      'src/content/capabilities/managed-devops.yaml: sections.0.content: "many small deploys a week": releases go out several times a week, as the managed cloud case shows; say it that way',
    ]);
  });

  it("names a page that counts how long continuing support has run", () => {
    expect(cases["managed-cloud-operations"]!.facts.support).toBe("continues");
    expect(checkSupportDurations(texts)).toEqual([]);
    expect(
      checkSupportDurations({
        ...texts,
        "src/content/capabilities/managed-devops.yaml: subtitle": "For a logistics company we have held the pager for fourteen months.",
      }),
    ).toEqual([
      'src/content/capabilities/managed-devops.yaml: subtitle: "we have held the pager for fourteen months": support that continues is dated by when it began, which does not go stale',
    ]);
  });

  it("names IEC 62304 device work told in the present tense, with no device shipped", () => {
    const medtech = Object.keys(texts).find(
      (key) => key.startsWith("src/content/industries/medtech.yaml: ") && texts[key]!.includes("ISO 14971") && key.endsWith(".content"),
    )!;
    expect(checkUnshippedClaims(cases, texts)).toEqual([]);
    const status = medtech.replace(/content$/, "status");
    expect(texts[status]).toBe("planned");
    const { [status]: _planned, ...unmarked } = texts;
    const presentTense = {
      [medtech]: "We work inside your quality management system and follow IEC 62304, with risk controls from your ISO 14971 file.",
      [medtech.replace(/content$/, "features.0")]: "IEC 62304 lifecycle documentation and traceability",
    };
    expect(checkUnshippedClaims(cases, { ...unmarked, ...presentTense })).toEqual(
      [medtech, medtech.replace(/content$/, "features.0")].map(
        (where) =>
          `${where}: names medical device software (IEC 62304), which no case study shows: back it with one or say it is not shipped yet`,
      ),
    );
    // A feature of a planned section leans on the section's status; its text still says it in words.
    expect(checkUnshippedClaims(cases, { ...texts, ...presentTense })).toEqual([
      `${medtech}: names medical device software (IEC 62304), which no case study shows: back it with one or say it is not shipped yet`,
    ]);
  });

  it("names a picture that shows unshipped work as if shipped, or names a client from the wall", () => {
    expect(checkPictureClaims(home, cases, texts)).toEqual([]);
    expect(
      checkPictureClaims(home, cases, {
        ...texts,
        "src/content/industries/fintech.yaml: sections.2.image.alt": "Video KYC call on a phone, liveness passed",
        "src/content/industries/dooh.yaml: heroImage.alt": `Billboards showing ${home.clients[0]} adverts`,
      }),
    ).toEqual([
      `src/content/industries/dooh.yaml: heroImage.alt: names "${home.clients[0]}", a client on the home page's wall: a picture names no client`,
      'src/content/industries/fintech.yaml: sections.2.image.alt: shows video KYC (V-CIP), which no case study shows: open the description with "Illustration" and describe a design',
    ]);
  });

  it("names a case study filed under AI & intelligent systems whose story shows no model", () => {
    expect(checkAiCases(cases)).toEqual([]);
    const agritech = cases["agritech-intelligence-platform"]!;
    const filedUnderAi = {
      ...agritech,
      facts: {
        ...agritech.facts,
        capabilities: [...agritech.facts.capabilities, { collection: "capabilities" as const, id: "ai-intelligent-systems" }],
      },
    };
    expect(checkAiCases({ ...cases, "agritech-intelligence-platform": filedUnderAi })).toEqual([
      "src/content/cases/agritech-intelligence-platform.yaml: facts.capabilities: ai-intelligent-systems, but its story shows no model",
    ]);
  });

  it("names an average tenure figure the case studies' own dates do not reach", () => {
    const today = new Date("2026-11-27");
    expect(checkTenureFigure(cases, home, today)).toEqual([]);
    const handedOver = Object.fromEntries(
      Object.entries(cases).map(([slug, study]) => [slug, { ...study, facts: { ...study.facts, support: "ended" as const } }]),
    );
    expect(checkTenureFigure(handedOver, home, today)).toEqual([
      expect.stringMatching(
        /^src\/content\/home\/home\.yaml: statistics: "Average client tenure 24\+", but the 10 case studies' clients average 9\.7 months/,
      ),
    ]);
  });

  it("names a capability tagline that claims a cloud no case study ran on", () => {
    expect(
      checkCloudClaims(cases, {
        "src/content/capabilities/cloud-engineering.yaml: summary":
          "Landing zones, migrations and cost control on AWS, Google Cloud and Azure",
        "src/content/capabilities/cloud-engineering.yaml: subtitle":
          "We write Terraform for Azure too, but have no shipped Azure work to show yet.",
      }),
    ).toEqual([
      "src/content/capabilities/cloud-engineering.yaml: summary: names Azure, which no case study ran on: say there is no shipped work there yet",
    ]);
  });

  it("names a list fact quoted after a colon, where it would be capitalised mid-sentence", () => {
    expect(
      checkFacts(
        { "src/content/how-we-work/how-we-work.yaml: models.items.3.fits": "One stable team on: {teamSize} with a lead." },
        { min: 4, max: 14 },
      ),
    ).toEqual(
      expect.arrayContaining([
        'src/content/how-we-work/how-we-work.yaml: models.items.3.fits: ": {teamSize}" would read capitalised mid-sentence: put {teamSize} after no colon',
      ]),
    );
  });
});
