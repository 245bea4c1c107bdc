import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namedClientsOf } from "../case-browse";
import {
  checkAboutSectors,
  checkClientWall,
  checkCounts,
  checkFacts,
  checkHeadcount,
  checkModelVendors,
  checkOwnership,
  checkSectorNames,
  checkServiceObjective,
  checkSubProcessors,
  checkSupportCover,
  checkSupportPromise,
  DELIVERY_MODES,
} from "./company";
import { legalSectionsFor, type FormsMode } from "../schema";
import { site } from "../site";
import { cases, industries, legal, home, about, texts } from "./test-content";

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

describe("the cross-check of company facts, promises and sub-processors", () => {
  const recovery = "src/content/legal/security.yaml: sections.9.paragraphs.1";

  const retail = cases["retail-operations"]!;

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

  it("names How we work and /security when either states who stands in for the CTO without quoting {ctoDeputy}", () => {
    const edited = Object.fromEntries(
      Object.entries(texts).map(([where, text]) => [where, where.startsWith("src/content/legal/security.yaml") ? text.replaceAll("{ctoDeputy}", "") : text]),
    );
    expect(checkFacts(edited, { min: 4, max: 14 })).toEqual([
      "src/content/legal/security.yaml: states no {ctoDeputy}: quote the fact from site.json commitments rather than restating it",
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

  it("gives /security one fix window for a critical flaw, seven days, in the release checks and the policy alike", () => {
    const sections = legal.security!.sections;
    const checks = sections.find(
      (entry) => entry.id === "secure-development" || entry.list?.some((item) => /dependency fixes/.test(item)),
    )!;
    expect(checks.list!.find((item) => /dependency fixes/.test(item))).toMatch(/third-party.*seven days/);
    const policy = sections.find((entry) => entry.id === "response-times")!.paragraphs!.join(" ");
    expect(policy).toMatch(/critical issue within seven days, counted in our own code[^.]*third-party dependency/);
    expect(policy).not.toMatch(/\b14 days\b/);
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
    expect(
      checkClientWall(
        { ...home, clients: [...home.clients, "Velora Finance"], clientsNote: `${home.clientsNote} Velora Finance too.` },
        cases,
        titles,
        texts,
      ),
    ).toEqual([
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
      `${where}: "usually 99.9%" allows 43 minutes a month, less than the hour a severity 1 answer may take overnight`,
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
    ).toEqual([
      `${objective}: "usually 99.5%" allows 216 minutes a month, less than one recovery in "service is back within four hours" (${recovery})`,
    ]);
    const [severityOne, answer] = Object.entries(texts).find(([, text]) => /within one hour overnight/.test(text))!;
    const slower = { ...texts, [severityOne]: answer.replace("within one hour overnight", "within three hours overnight") };
    expect(checkServiceObjective({ ...slower, [recovery]: "A database is restored, and service is back within two hours." })).toEqual([
      `${recovery}: "service is back within two hours" is sooner than the 3 hours a severity 1 answer may take overnight, which comes first`,
    ]);
  });

  it("names a support model that counts fewer client systems than the site says we run, or leaves the rota alone", () => {
    expect(checkSupportCover(site.commitments.supportCover, cases, home)).toEqual([]);
    // A case study of named clients stands for them, and is not counted again.
    const run =
      Object.values(cases).filter((study) => study.facts.support === "continues" && namedClientsOf(study, home.clients).length === 0)
        .length + home.clients.length;
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
