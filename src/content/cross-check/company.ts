import { NUMBER_WORDS } from "../counts";
import { type AboutContent, type CaseStudy, FORMS_MODES, type FormsMode, type HomeContent } from "../schema";
import { OTHER_REASON, sectorNameProblem } from "./cases";
import { type CrossCheckContent, HOME_FILE, caseFile, wallClientsOf } from "./shared";

/* The company's facts against each other: headcount, counts, quoted facts, sectors, the client wall, the support promise, ownership, sub-processors and subcontracting. */

/**
 * The practices on `/about` add up to the home page's engineers-and-designers figure ("50+"), and
 * not so far above it that "about 50" stops being true.
 */
export function checkHeadcount(about: AboutContent, home: HomeContent): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "users");
  if (!figure) return [`${HOME_FILE}: statistics: no engineers-and-designers figure (icon users)`];
  const people = about.organisation.teams.reduce((sum, team) => sum + team.people, 0);
  const problem = headcountProblem(people, figure);
  // The figure's label names every kind of people it counts: a practice of neither engineers nor designers (Delivery) by its name.
  const unnamed = about.organisation.teams
    .filter((team) => !/engineer|design|data|platform|devops/i.test(team.name))
    .filter((team) => !figure.title.toLowerCase().includes(team.name.toLowerCase()))
    .map(
      (team) =>
        `${HOME_FILE}: statistics: "${figure.title}" counts the ${team.people} people of /about's ${team.name} practice without naming them`,
    );
  return [...(problem ? [`src/content/about/about.yaml: organisation.teams: ${problem}`] : []), ...unnamed];
}

/** The people of the practices on `/about`, against the home page's engineers-and-designers figure. */
export function headcountProblem(people: number, figure: { value: number; suffix: string; title: string }) {
  return people >= figure.value && people < figure.value + 10
    ? undefined
    : `${people} people, but ${HOME_FILE} says ${figure.value}${figure.suffix} ${figure.title.toLowerCase()}`;
}

/**
 * Counts and years written into copy ("eight case studies", "about 50 engineers", "founded in
 * 2019") agree with the content they count.
 */
export function checkCounts(texts: Record<string, string>, counts: CrossCheckContent["counts"]): string[] {
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const rules: { pattern: RegExp; expected: number; what: string }[] = [
    { pattern: new RegExp(`\\b${word} (?:published )?case stud(?:y|ies)\\b`, "gi"), expected: counts.cases, what: "case studies" },
    { pattern: new RegExp(`\\b${word} (?:industries|industry pages)\\b`, "gi"), expected: counts.industries, what: "industries" },
    { pattern: new RegExp(`\\b${word} capabilities\\b`, "gi"), expected: counts.capabilities, what: "capabilities" },
    {
      pattern: new RegExp(`\\b(?:about|some|around|nearly) ${word} (?:engineers|people)\\b`, "gi"),
      expected: counts.people,
      what: "people",
    },
    { pattern: /\b(?:founded|co-founded|incorporated) (?:in )?((?:19|20)\d\d)\b/gi, expected: counts.foundingYear, what: "founding year" },
  ];
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    for (const { pattern, expected, what } of rules) {
      for (const match of text.matchAll(pattern)) {
        const raw = match[1]!.toLowerCase();
        const value = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw);
        // "one case study" speaks of a single study, not of how many there are.
        if (what !== "founding year" && value <= 1) continue;
        if (value !== expected) problems.push(`${where}: "${match[0]}", but the content has ${expected} ${what}`);
      }
    }
  }
  return problems;
}

/** A fact token and the files that must quote it rather than restate the fact in their own words. */
const QUOTED_FACTS: { token: string; files: string[] }[] = [
  { token: "{codeOwnership}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/terms.yaml"] },
  { token: "{incidentNotice}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/security.yaml"] },
  { token: "{teamSize}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/about/about.yaml"] },
  { token: "{supportCover}", files: ["src/content/how-we-work/how-we-work.yaml"] },
  { token: "{ctoDeputy}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/security.yaml"] },
];

/**
 * The facts written once in `site.json` `commitments` are quoted by token where they are stated,
 * and no text states a team size other than theirs ("four to fourteen people").
 */
export function checkFacts(texts: Record<string, string>, teamSize: { min: number; max: number }): string[] {
  const problems: string[] = [];
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const valueOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  for (const [where, text] of Object.entries(texts)) {
    // A token after a colon is filled as a sentence's start, capitalised ("on: Four to fourteen people").
    const afterColon = /:\s+\{(teamSize|clientCountries)\}/.exec(text);
    if (afterColon)
      problems.push(`${where}: "${afterColon[0]}" would read capitalised mid-sentence: put {${afterColon[1]}} after no colon`);
    for (const match of text.matchAll(new RegExp(`\\b(?:team|teams)[^.]*?\\b${word} to ${word} people\\b`, "gi"))) {
      if (valueOf(match[1]!) !== teamSize.min || valueOf(match[2]!) !== teamSize.max)
        problems.push(
          `${where}: "${match[0]}", but site.json commitments.teamSize is ${teamSize.min} to ${teamSize.max}: write {teamSize}`,
        );
    }
  }
  for (const { token, files } of QUOTED_FACTS) {
    for (const file of files) {
      const quoted = Object.entries(texts).some(([where, text]) => where.startsWith(`${file}: `) && text.includes(token));
      if (!quoted) problems.push(`${file}: states no ${token}: quote the fact from site.json commitments rather than restating it`);
    }
  }
  return problems;
}

/**
 * A sector has one name: a case study filed under an industry page names its sector as the page's
 * title does, or as its first part ("Healthcare" for "Healthcare & medtech").
 */
export function checkSectorNames(cases: Record<string, CaseStudy>, industries: Record<string, string>): string[] {
  return Object.values(cases).flatMap((study) => {
    const page = study.facts.industry && industries[study.facts.industry.id];
    const problem = page ? sectorNameProblem(study.industry, page) : undefined;
    return problem ? [`${caseFile(study.slug)}: industry: ${problem}`] : [];
  });
}

/** The words that name a sector with no industry page, as a case study's `industry` gives it. Hand-kept, like SECTOR_WORDS. */
export const UNFILED_SECTOR_WORDS: Record<string, RegExp> = {
  logistics: /\b(?:logistics|freight|warehous|transport)/i,
  manufacturing: /\b(?:manufactur|plants?|factor)/i,
  government: /\b(?:government|state department|public sector)/i,
};

/**
 * `/about`'s subtitle says whom we build for: it names the sector of every case study (a lender for
 * Fintech, logistics for Logistics), so a reader does not meet work in a sector About leaves out.
 */
export function checkAboutSectors(about: AboutContent, cases: Record<string, CaseStudy>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const study of Object.values(cases)) {
    const key = study.facts.industry?.id ?? study.industry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const words = SECTOR_WORDS[key] ?? UNFILED_SECTOR_WORDS[key];
    if (!words)
      problems.push(`${caseFile(study.slug)}: industry: "${study.industry}" has no words in UNFILED_SECTOR_WORDS to find it by on /about`);
    else if (!words.test(about.subtitle))
      problems.push(
        `src/content/about/about.yaml: subtitle: does not name ${study.industry} (${study.slug}), where a case study shows our work`,
      );
  }
  return problems;
}

/**
 * The words a client's name carries when it belongs to an industry page's sector. Hand-kept: a
 * name's sector cannot be computed, and the check below needs it.
 */
export const SECTOR_WORDS: Record<string, RegExp> = {
  fintech: /\b(?:financ|bank|lend|credit|capital|pay)/i,
  medtech: /\b(?:health|clinic|care|medi|pharma|diagnos)/i,
  retail: /\b(?:retail|store|mart|grocer)/i,
  agritech: /\b(?:agri|farm|harvest|crop|seed)/i,
  hospitality: /\b(?:hotels?|resorts?|hospitality|inns?)\b/i,
  telecom: /\b(?:telecom|telco|broadband)/i,
  edtech: /\b(?:learning|school|academy|edu)/i,
  dooh: /\b(?:media|screens?|outdoor|billboard)\b/i,
};

/** An industry page's count of the clients it has built for ("Of the four lenders we have built for"), each described on the site. */
const ACCOUNTED_CLIENTS = /\bof the \w+ [\w-]+ we have (?:built|worked) for\b/i;

/**
 * The clients the home page names are not joined to the clients the site describes. A named client
 * in a sector where the site describes at most one client's work (one case study, or an industry
 * page's own account) points at that client, and a page that sends the reader from a described
 * client to "our client list" or "our home page" does the same. A named client in a sector whose
 * page counts the clients it has built for, each of them described, is one more than that count.
 * No page gives a reason for describing a client other than `{clientNames}`.
 */
export function checkClientWall(
  home: HomeContent,
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  const problems: string[] = [];
  // The note under the names says what we built for each of them, and disowns none.
  const disowning = /\bnone of them\b|\bnot (?:a )?clients? (?:our|the site's|this site's)\b/i.exec(home.clientsNote);
  if (disowning)
    problems.push(`${HOME_FILE}: clientsNote: "${disowning[0]}": say what we built for the named clients, not that they are not ours`);
  home.clients.forEach((name, index) => {
    if (!home.clientsNote.includes(name))
      problems.push(`${HOME_FILE}: clients.${index}: "${name}" has no line in clientsNote saying what we built for it`);
    for (const [slug, words] of Object.entries(SECTOR_WORDS)) {
      if (!(slug in industries) || !words.test(name)) continue;
      const filed = Object.values(cases).filter((study) => study.facts.industry?.id === slug);
      if (filed.length <= 1)
        problems.push(
          `${HOME_FILE}: clients.${index}: "${name}" is in the ${industries[slug]} sector, where the site describes ${filed.length ? `one client (${filed[0]!.slug})` : "the work of one client"}: a reader joins the name to it`,
        );
      const counted = ACCOUNTED_CLIENTS.exec(texts[`src/content/industries/${slug}.yaml: subtitle`] ?? "");
      if (counted)
        problems.push(
          `${HOME_FILE}: clients.${index}: "${name}" is in the ${industries[slug]} sector, whose page accounts for each of "${counted[0]}" as a described client: a named one makes one more`,
        );
    }
  });
  for (const [where, text] of Object.entries(texts)) {
    const other = OTHER_REASON.exec(text);
    if (other)
      problems.push(`${where}: "${other[0]}": why a client is described is {clientNames} (its contract), the one reason every page gives`);
    if (!/^src\/content\/(?:industries|cases|capabilities|insights)\//.test(where)) continue;
    const pointer = /\b(?:on our client list|our client list|(?:quoted|named|shown) on our home page)\b/i.exec(text);
    if (pointer) problems.push(`${where}: "${pointer[0]}" joins a described client to a named one`);
  }
  return problems;
}

const HOW_WE_WORK_FILE = "src/content/how-we-work/how-we-work.yaml";

/**
 * Support is promised once, on How we work, and only as a team of the platform practice's size can
 * keep it: no page promises an answer "day or night" or "24/7", no other page states a response
 * time for an outage, How we work's severity 1 says its hours and its overnight time, and a page
 * that gives the platform team's size gives /about's.
 */
export function checkSupportPromise(texts: Record<string, string>, about: AboutContent): string[] {
  const problems: string[] = [];
  const platform = about.organisation.teams.find((team) => /platform/i.test(team.name));
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const valueOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  for (const [where, text] of Object.entries(texts)) {
    const always = /\b(?:day or night|24\/7|24x7|round[- ]the[- ]clock|around the clock|any hour)\b/i.exec(text);
    if (always)
      problems.push(`${where}: "${always[0]}": a rota of ${platform?.people ?? "a few"} people promises the hours How we work states`);
    const outage = /\b(?:answered|answer|respond|responds|response)\b[^.]*?\bwithin \d+ minutes\b/i.exec(text);
    if (outage && !where.startsWith(`${HOW_WE_WORK_FILE}: `))
      problems.push(`${where}: "${outage[0]}": support times are stated on How we work only`);
    for (const match of text.matchAll(new RegExp(`\\b${word}-person platform team\\b|\\bplatform team of ${word}\\b`, "gi"))) {
      const size = valueOf((match[1] ?? match[2])!);
      if (platform && size !== platform.people)
        problems.push(`${where}: "${match[0]}", but /about's ${platform.name} practice has ${platform.people} people`);
    }
  }
  const severityOne = Object.entries(texts).find(
    ([where, text]) => where.startsWith(`${HOW_WE_WORK_FILE}: `) && /^Severity 1\b/.test(text),
  );
  if (!severityOne) problems.push(`${HOW_WE_WORK_FILE}: no "Severity 1" response time`);
  else if (!/\d\d:\d\d to \d\d:\d\d India time/.test(severityOne[1]) || !/overnight|at night/.test(severityOne[1]))
    problems.push(`${severityOne[0]}: severity 1 must say the hours of its fastest answer and its time overnight`);
  return problems;
}

/**
 * Who owns the code is one promise, `{codeOwnership}`: the client's accounts from the first day,
 * the rights on payment. No text gives the code away on other terms ("You do.", "nothing we could
 * hold back", "unconditionally", "yours from day one").
 */
export function checkOwnership(texts: Record<string, string>): string[] {
  const other =
    /^You do\b|\bnothing we could hold back\b|\bunconditional(?:ly)?\b|\b(?:code|IP) is yours\b|\byours from (?:the first|day one)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = other.exec(text);
    return match ? [`${where}: "${match[0]}": state who owns the code with {codeOwnership} alone`] : [];
  });
}

/**
 * Each way the site can be deployed to send data to a company, the forms' mode it belongs to
 * (`formsMode` on a legal page's sections), and the words its sub-processor entry must contain.
 */
export const DELIVERY_MODES = [
  { mode: "EmailJS (VITE_EMAILJS_SERVICE_ID)", setting: "VITE_EMAILJS_SERVICE_ID", formsMode: "emailjs", entry: /\bEmailJS\b/ },
  {
    mode: "EmailJS's reCAPTCHA (VITE_EMAILJS_RECAPTCHA_SITE_KEY)",
    setting: "VITE_EMAILJS_RECAPTCHA_SITE_KEY",
    formsMode: "emailjs",
    entry: /\breCAPTCHA\b/,
  },
  { mode: "the server's email delivery (SMTP_URL)", setting: "SMTP_URL", formsMode: "outbox", entry: /\bmail server\b/ },
  { mode: "the server's webhook delivery (LEADS_WEBHOOK_URL)", setting: "LEADS_WEBHOOK_URL", formsMode: "outbox", entry: /\bwebhook\b/ },
] as const;

/**
 * `/security`'s sub-processor list covers every mode the code can be deployed in: given the
 * settings the code reads, each mode's company appears in the list a site of that mode shows,
 * and a company of the other mode does not (the privacy notice says no other service sees a form).
 */
export function checkSubProcessors(entriesByMode: Record<FormsMode, readonly string[]>, settingsInCode: readonly string[]): string[] {
  const where = (formsMode: FormsMode) => `src/content/legal/security.yaml: sub-processors (formsMode: ${formsMode})`;
  return DELIVERY_MODES.filter(({ setting }) => settingsInCode.includes(setting)).flatMap(({ mode, formsMode, entry }) => [
    ...(entriesByMode[formsMode].some((text) => entry.test(text))
      ? []
      : [`${where(formsMode)}: the site can be deployed with ${mode}, and no entry names who processes it`]),
    ...FORMS_MODES.filter((other) => other !== formsMode && entriesByMode[other].some((text) => entry.test(text))).map(
      (other) => `${where(other)}: names the company of ${mode}, which a site of this mode does not use`,
    ),
  ]);
}

/** A model vendor a page names as one a client's product calls ("Amazon Bedrock"). */
const MODEL_VENDORS = /\b(?:Amazon Bedrock|Azure OpenAI|Vertex AI|OpenAI|Anthropic|Gemini API)\b/g;

/**
 * A page that sends data to a language model names the vendor, and `/security`'s sub-processor
 * section (in every forms mode, `paragraphs` given by mode) says whose processor that vendor is:
 * the client's, in its own account and under its own contract. A vendor named on a page and not
 * there leaves the list's "there are no others" untrue.
 */
export function checkModelVendors(texts: Record<string, string>, paragraphsByMode: Record<FormsMode, readonly string[]>): string[] {
  const named = new Set(
    Object.entries(texts)
      .filter(([where]) => !where.startsWith("src/content/legal/security.yaml"))
      .flatMap(([, text]) => [...text.matchAll(MODEL_VENDORS)].map((match) => match[0])),
  );
  return FORMS_MODES.flatMap((formsMode) => {
    const section = paragraphsByMode[formsMode].join(" ");
    const where = `src/content/legal/security.yaml: sub-processors (formsMode: ${formsMode})`;
    return [
      ...[...named]
        .sort()
        .filter((vendor) => !section.includes(vendor))
        .map((vendor) => `${where}: pages send data to ${vendor}, and this section does not say whose processor it is`),
      ...(named.size > 0 && !/\bclient's own cloud account\b/.test(section)
        ? [`${where}: a model vendor is named on the site, and this section does not say it runs in the client's own cloud account`]
        : []),
    ];
  });
}

/** Subcontracting is ruled out once, without exceptions one page makes and another does not. */
export function checkSubcontracting(texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(([, text]) => /subcontract|freelanc/i.test(text) && /\bunless\b|\bexcept\b|\bwhere the client agrees\b/i.test(text))
    .map(([where]) => `${where}: makes an exception to "no subcontractors or freelancers" that /about does not make`);
}

/**
 * The support model (`commitments.supportCover`, quoted on How we work and /security) counts the
 * client systems we run, and the count covers what the site says we run: every case study whose
 * support continues and every named client on the home page, each once (`wallClientsOf`). It names the engineer who built each
 * system as its second, and a lead for severity 1, so a one-engineer rota is never the whole answer.
 */
export function checkSupportCover(supportCover: string | undefined, cases: Record<string, CaseStudy>, home: HomeContent): string[] {
  if (supportCover === undefined) return [];
  const where = "src/content/site.json: commitments.supportCover";
  const problems: string[] = [];
  // A case study of named clients counts them, not itself, as the systems it stands for.
  const run =
    Object.values(cases).filter((study) => study.facts.support === "continues" && wallClientsOf(study, home).length === 0).length +
    home.clients.length;
  const stated = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join("|")}) client systems\\b`, "i").exec(supportCover);
  const value = stated ? (/^\d+$/.test(stated[1]!) ? Number(stated[1]) : NUMBER_WORDS.indexOf(stated[1]!.toLowerCase())) : undefined;
  if (value === undefined) problems.push(`${where}: say how many client systems we run ("thirteen client systems")`);
  else if (value < run)
    problems.push(
      `${where}: "${stated![0]}", but ${run} are run by us: the case studies we still support and the home page's named clients`,
    );
  if (!/\bengineer who built\b/i.test(supportCover)) problems.push(`${where}: name the engineer who built each system as its second`);
  if (!/\bseverity 1\b[^.]*\blead\b/i.test(supportCover)) problems.push(`${where}: say which lead a severity 1 incident goes to`);
  return problems;
}

/**
 * A service's usual availability objective leaves room for the overnight severity 1 answer How we
 * work promises: at "usually 99.9%" a month allows about 43 minutes, which one answer within an
 * hour at night would spend. The recovery time `/security` gives by default
 * ("service is back within three hours") fits the same month's allowance, so one failure does not
 * break the objective, and is no shorter than the overnight answer, which comes first.
 */
export function checkServiceObjective(texts: Record<string, string>): string[] {
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const hoursIn = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  /** The first text saying it, where, and its hours. */
  const stated = (pattern: RegExp) => {
    for (const [where, text] of Object.entries(texts)) {
      const match = pattern.exec(text);
      if (match) return { where, said: match[0], hours: hoursIn(match[1]!) };
    }
    return undefined;
  };
  const overnight = stated(new RegExp(`\\bwithin ${word} hours? overnight\\b`, "i"));
  if (!overnight) return [];
  const answer = overnight.hours === 1 ? "hour" : `${overnight.hours} hours`;
  const recovery = stated(new RegExp(`\\bservice is back within ${word} hours?\\b`, "i"));
  const problems: string[] = [];
  if (recovery && recovery.hours < overnight.hours)
    problems.push(
      `${recovery.where}: "${recovery.said}" is sooner than the ${answer} a severity 1 answer may take overnight, which comes first`,
    );
  for (const [where, text] of Object.entries(texts)) {
    for (const match of text.matchAll(/\busually (\d{2}(?:\.\d+)?)%/g)) {
      const budget = ((100 - Number(match[1])) / 100) * 30 * 24 * 60;
      if (budget < overnight.hours * 60)
        problems.push(
          `${where}: "${match[0]}" allows ${Math.round(budget)} minutes a month, less than the ${answer} a severity 1 answer may take overnight`,
        );
      if (recovery && budget < recovery.hours * 60)
        problems.push(
          `${where}: "${match[0]}" allows ${Math.round(budget)} minutes a month, less than one recovery in "${recovery.said}" (${recovery.where})`,
        );
    }
  }
  return problems;
}
