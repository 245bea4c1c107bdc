import { type CaseStudy, type HomeContent } from "../schema";
import { storyOf } from "./cases";
import { caseFile, sentencesOf, wallClientsOf } from "./shared";

/* Claims of shipped work against the case studies behind them: industry and capability pages, specialisms, pictures, AI and cloud. */

/** The industry pages no case study is filed under. */
const unfiledIndustries = (cases: Record<string, CaseStudy>, industries: Record<string, string>) =>
  Object.keys(industries).filter((slug) => !Object.values(cases).some((study) => study.facts.industry?.id === slug));

/** An industry page's texts whose field matches `field` (a regular expression: "sections\\.\\d+\\.content"). */
const industryTexts = (texts: Record<string, string>, slug: string, field: string) =>
  Object.entries(texts).filter(([where]) => new RegExp(`^src/content/industries/${slug}\\.yaml: ${field}$`).test(where));

/**
 * An industry page with no case study filed under it says so where a reader meets it: in its
 * subtitle and in its summary, the tagline the menus show.
 */
export function checkIndustryClaims(
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  const honest = /\bno (?:[\w-]+ )?case study\b|\bno [\w-]+(?: [\w-]+)? yet\b|\bas we would\b|\bnot (?:yet )?shipped\b|\bnot yet\b/i;
  return unfiledIndustries(cases, industries).flatMap((slug) =>
    ["subtitle", "summary"]
      .map((field) => `src/content/industries/${slug}.yaml: ${field}`)
      .filter((where) => !honest.test(texts[where] ?? ""))
      .map((where) => `${where}: no case study is filed under ${industries[slug]}, and this does not say so`),
  );
}

/**
 * An industry page with no case study filed under it tells, section by section, which of its
 * work has shipped and which we would build: a section written only in the present tense ("We
 * package courses as SCORM…") reads as current practice that nothing on the site backs. Each
 * section's text marks the work that has not shipped (`NOT_SHIPPED`: "would", "not yet", "have
 * not").
 */
export function checkUnshippedSections(
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  return unfiledIndustries(cases, industries).flatMap((slug) =>
    industryTexts(texts, slug, "sections\\.\\d+\\.content")
      .filter(([, text]) => !NOT_SHIPPED.test(text))
      .map(
        ([where]) =>
          `${where}: no case study is filed under ${industries[slug]}, and this section tells its work as done: say what shipped and what we would build`,
      ),
  );
}

/**
 * Work a buyer will ask to see, named on the pages that sell it. Hand-kept: a page may name one
 * only where a case study shows it, or where the same text says we have not shipped it yet.
 */
export const SPECIALISMS: Record<string, RegExp> = {
  "video KYC (V-CIP)": /\bV-CIP\b|\bvideo KYC\b/i,
  "Account Aggregator": /\bAccount Aggregator\b/i,
  ONDC: /\bONDC\b/,
  "document extraction": /\bdocument (?:extraction|classification)\b/i,
  "demand forecasting": /\bdemand forecast/i,
  "retrieval assistants": /\bretrieval(?:-based)? assistants?\b/i,
  "UPI payment callbacks": /\bUPI callbacks?\b/i,
  "medical device software (IEC 62304)": /\bIEC 62304\b/,
  "UPI AutoPay mandates": /\bUPI AutoPay\b/i,
  "card tokenisation": /\btokeni[sz]ation\b/i,
  "co-lending": /\bco-lend/i,
  "hotel POS and folio posting": /\b(?:guest )?folios?\b[^.]*\bPOS\b|\bPOS\b[^.]*\bfolios?\b/i,
  "FRRO Form C reporting": /\bForm C\b|\bFRRO\b/,
  "mobile room keys": /\bmobile (?:room )?keys?\b|\block[- ]vendor\b/i,
  "programmatic DOOH (OpenRTB)": /\bOpenRTB\b/,
  "SMART on FHIR apps": /\bSMART on FHIR\b/,
  "radiology and PACS integration": /\bDICOM\b|\bPACS\b|\bRIS\b/,
  "proof-of-play reconciliation": /\breconcil\w*\b[^.]*\b(?:play events|booked campaigns)\b/i,
  "clusters on Google's GKE": /\bGKE\b/,
  "Airflow or Dagster orchestration": /\bAirflow\b|\bDagster\b/,
  "developer portals for public APIs": /\bdeveloper portals?\b/i,
  "a semantic layer": /\bsemantic layer\b/i,
};

/** The specialisms no case study's text or story shows. */
function unshippedSpecialisms(cases: Record<string, CaseStudy>, texts: Record<string, string>) {
  const caseText = Object.entries(texts)
    .filter(([where]) => where.startsWith("src/content/cases/"))
    .map(([, text]) => text)
    .join("\n");
  return Object.entries(SPECIALISMS).filter(
    ([, pattern]) => !pattern.test(caseText) && !Object.values(cases).some((study) => pattern.test(storyOf(study.timelineData))),
  );
}

/**
 * A picture shows no work the text says we have not shipped and no client: a description that
 * names a specialism no case study shows opens "Illustration" (the drawing is a design, not a
 * screen from a client's product), and none names a client from the home page's wall, but in that client's own case study.
 */
export function checkPictureClaims(home: HomeContent, cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const unshipped = unshippedSpecialisms(cases, texts);
  const ownClients = (where: string) => {
    const slug = /^src\/content\/cases\/(.+)\.yaml:/.exec(where)?.[1];
    return slug && cases[slug] ? wallClientsOf(cases[slug], home) : [];
  };
  return Object.entries(texts)
    .filter(([where]) => where.endsWith(".alt"))
    .flatMap(([where, text]) => [
      ...unshipped
        .filter(([, pattern]) => pattern.test(text) && !/^Illustration\b/.test(text))
        .map(
          ([name]) => `${where}: shows ${name}, which no case study shows: open the description with "Illustration" and describe a design`,
        ),
      ...home.clients
        .filter((name) => text.toLowerCase().includes(name.toLowerCase()) && !ownClients(where).includes(name))
        .map((name) => `${where}: names "${name}", a client on the home page's wall: a picture names no client`),
    ]);
}

/**
 * An industry page with no case study filed under it has no client screen to show: its hero picture
 * is described as a design ("Illustration: a design for …").
 */
export function checkUnfiledHeroes(
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  return unfiledIndustries(cases, industries).flatMap((slug) =>
    industryTexts(texts, slug, "hero[\\w.]*\\.alt")
      .filter(([, text]) => !/^Illustration\b/.test(text))
      .map(
        ([where]) =>
          `${where}: no case study is filed under ${industries[slug]}, so its picture shows no real screen: open the description with "Illustration: a design for"`,
      ),
  );
}

/** What a case study's story must show to be filed under AI & intelligent systems: a model it trained or tuned. */
const MODEL_WORK = /\b(?:model|machine learning|fine-tun\w*|PyTorch|TensorFlow|LLM)\b/i;

/** A case study filed under AI & intelligent systems shows a model in its story; a rules engine is not AI (the page's count comes from these tags). */
export function checkAiCases(cases: Record<string, CaseStudy>): string[] {
  return Object.values(cases)
    .filter((study) => study.facts.capabilities.some((capability) => capability.id === "ai-intelligent-systems"))
    .filter((study) => !MODEL_WORK.test(storyOf(study.timelineData)))
    .map((study) => `${caseFile(study.slug)}: facts.capabilities: ai-intelligent-systems, but its story shows no model`);
}

/** Words that say a text describes work we have not shipped. */
const NOT_SHIPPED = /\bnot (?:yet )?shipped\b|\byet\b|\bno case study\b|\bwould\b|\bhave not\b|\bnone of our case studies\b/i;

/** Whether a page's section (`…: sections.2`) is marked as work none of which has shipped. */
const planned = (texts: Record<string, string>, section: string) => texts[`${section}.status`] === "planned";

/**
 * A claim of delivered experience is backed by a case study: an industry page, a capability page,
 * the home page, About or How we work names a specialism no case study's text shows only in a
 * sentence that says it is not shipped yet. A feature bullet says so itself, sits in a section
 * marked planned, or leans on its section's text, where every sentence naming the same
 * specialism says so.
 */
export function checkUnshippedClaims(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const unshipped = unshippedSpecialisms(cases, texts);
  const labelled = (text: string, pattern: RegExp) =>
    sentencesOf(text)
      .filter((sentence) => pattern.test(sentence))
      .every((sentence) => NOT_SHIPPED.test(sentence));
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    // A picture's description says what it shows, not what we have shipped.
    if (!/^src\/content\/(?:industries|capabilities|home|about|how-we-work)\//.test(where) || /\.(?:alt|id)$/.test(where)) continue;
    const section = /^(.*: sections\.\d+)\.features\.\d+$/.exec(where);
    const sectionText = section ? (texts[`${section[1]}.content`] ?? "") : "";
    for (const [name, pattern] of unshipped) {
      if (!pattern.test(text)) continue;
      const ok = section
        ? NOT_SHIPPED.test(text) || planned(texts, section[1]!) || (pattern.test(sectionText) && labelled(sectionText, pattern))
        : labelled(text, pattern);
      if (!ok) problems.push(`${where}: names ${name}, which no case study shows: back it with one or say it is not shipped yet`);
    }
  }
  return problems;
}

/** A clause of a section's text that says something in it has not shipped, run or been built. */
const DENIES_SHIPPING =
  /\b(?:not (?:yet )?(?:shipped|run|built|integrated)|have not (?:yet )?(?:shipped|run|built|integrated)|none of\b[^.;]*\bha(?:s|ve) (?:yet )?shipped)\b/i;
/** A denial that covers the whole section: "None of the guest-facing pieces here has shipped yet", "not yet built for an FPO", "so this is how we would run the work". */
const DENIES_SECTION = /\bnone of\b|\bso this is\b|\bnot (?:yet )?built for\b/i;
const keywords = (text: string) =>
  new Set((text.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((word) => /^[A-Z]{3,}s?$/.test(word)).map((word) => word.replace(/s$/, "")));
/** Words too common to tie a feature to a clause. */
const COMMON = new Set(
  "about after again also before being between both each every from have here into more most once only other over same such than that their them then there these they this those through under until what when where which while with within without would your yours".split(
    " ",
  ),
);
/** A text's content words, lower case and singular: what ties a feature to the clause that denies it. */
const contentWords = (text: string, min: number) =>
  new Set(
    (text.match(/[A-Za-z][A-Za-z0-9+-]*/g) ?? [])
      .map((word) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, ""))
      .filter((word) => word.length >= min && !COMMON.has(word)),
  );
const clausesOf = (text: string) => text.split(/(?<=[.!?])\s+|;\s*/);

/** Words that tell work as what we would do, not what we have done. */
const WOULD = /\bwould\b|\bha(?:ve|s) not\b|\bnot yet\b|\bnone of\b/i;
/** A sentence about our own work: it says "we", "our" or "us". */
const OUR_WORK = /\b(?:we|our|us)\b/i;

/**
 * Whether a section's text tells all of its work as what we would do: every sentence about our
 * work says "would", "have not", "not yet" or "none of" ("The player we would build caches…"),
 * and there is at least one. Sentences about the reader's world ("A screen on a flyover has to keep
 * playing…") tell no work of ours either way.
 */
export function toldAsUnshipped(text: string) {
  const ours = text.split(/(?<=[.!?])\s+/).filter((sentence) => OUR_WORK.test(sentence));
  return ours.length > 0 && ours.every((sentence) => WOULD.test(sentence));
}

/** A feature that ends ", not yet shipped", or says "shipped" in its own words ("E-way bills, shipped for a freight firm"). */
const STATES_STATUS = /\bshipped\b/i;

/**
 * A feature an industry or capability section lists reads as shipped unless its page says otherwise.
 * A section none of whose work has shipped says so once, with `status: planned`, and its features
 * then carry no tag of their own; its text tells the work as what we would do. A section whose text
 * tells all of its work that way (`toldAsUnshipped`) has that status, or tags every feature
 * ", not yet shipped". In a section of shipped work, a feature about work the text says has not
 * shipped is tagged the way the site tags the rest (and the page draws it with the unshipped
 * marker): one that names an acronym (ONDC, EUDR, COD, FPO) or shares a word with a clause saying
 * the work is not shipped, not run or not built ("eSIM activation, which we have not shipped"), and
 * every feature of a section that denies all of its work ("None of the guest-facing pieces here has
 * shipped yet"). A feature that says "shipped" states its own status.
 */
export function checkUnshippedFeatures(texts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [where, content] of Object.entries(texts)) {
    const section = /^(src\/content\/(?:industries|capabilities)\/.*: sections\.\d+)\.content$/.exec(where)?.[1];
    if (!section) continue;
    const features = Object.entries(texts).filter(([key]) => key.startsWith(`${section}.features.`));
    if (planned(texts, section)) {
      if (!toldAsUnshipped(content))
        problems.push(
          `${where}: its section is planned, but this tells some of its work as done: write it as what we would build, or drop the status`,
        );
      for (const [key, feature] of features.filter(([, feature]) => STATES_STATUS.test(feature)))
        problems.push(`${key}: "${feature}": its section is planned, which says once that none of it has shipped: drop the words`);
      continue;
    }
    if (toldAsUnshipped(content)) {
      for (const [key, feature] of features.filter(([, feature]) => !STATES_STATUS.test(feature)))
        problems.push(
          `${key}: "${feature}": its section tells all of its work with "would": set the section's status to planned, or tag it ", not yet shipped"`,
        );
      continue;
    }
    problems.push(...unshippedInShippedSection(content, features));
  }
  return problems;
}

/** The untagged features of a section of shipped work that name what its text says has not shipped. */
function unshippedInShippedSection(content: string, features: [string, string][]): string[] {
  const denied = clausesOf(content).filter((clause) => DENIES_SHIPPING.test(clause));
  const blanket = denied.find((clause) => DENIES_SECTION.test(clause));
  return features
    .filter(([, text]) => !STATES_STATUS.test(text))
    .flatMap(([where, text]) => {
      if (blanket) return [`${where}: "${text}": its section says "${blanket.trim()}": tag it ", not yet shipped"`];
      const acronyms = keywords(text);
      const shared = denied.flatMap((clause) => [...keywords(clause)].filter((word) => acronyms.has(word)));
      if (shared.length)
        return [`${where}: "${text}" names ${shared[0]}, which its section says is not shipped: tag it ", not yet shipped"`];
      const words = contentWords(text, 4);
      const word = denied.flatMap((clause) => [...contentWords(clause, 4)].filter((candidate) => words.has(candidate)))[0];
      return word
        ? [`${where}: "${text}" shares "${word}" with a sentence of its section that says it is not shipped: tag it ", not yet shipped"`]
        : [];
    });
}

/**
 * A shop's till bills offline and takes a price change only while it is online (the retail case
 * study): a sentence that has a change reach every till within some minutes says "online".
 */
export function checkOfflineTills(texts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      if (/\bevery till\b[^.;]*\bwithin \w+ min(?:utes)?\b/i.test(sentence))
        problems.push(`${where}: "${sentence}": a till offline at the time takes the change when it reconnects: say every online till`);
    }
  }
  return problems;
}

/** The clouds a capability page may name, and the technology a case study lists for each. */
const CLOUDS: Record<string, string> = { AWS: "aws", "Google Cloud": "googlecloud", Azure: "azure" };

/**
 * A capability's subtitle and summary (the menus' tagline) name only clouds a case study ran on,
 * unless the same sentence says there is no shipped work there yet.
 */
export function checkCloudClaims(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const used = new Set<string>(Object.values(cases).flatMap((study) => study.technologies));
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    if (!/^src\/content\/capabilities\/[^:]+: (?:subtitle|summary)$/.test(where)) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (/\bno shipped\b|\bnot yet\b|\bno [\w-]+ (?:work|case study) (?:to show )?yet\b/i.test(sentence)) continue;
      for (const [cloud, id] of Object.entries(CLOUDS)) {
        if (sentence.includes(cloud) && !used.has(id))
          problems.push(`${where}: names ${cloud}, which no case study ran on: say there is no shipped work there yet`);
      }
    }
  }
  return problems;
}
