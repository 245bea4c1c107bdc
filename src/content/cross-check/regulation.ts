import { type CaseStudy } from "../schema";
import { storyOf } from "./cases";
import { sentencesOf } from "./shared";

/* Regulatory and domain facts that several pages state: thresholds, UPI, payment data, log retention, publication dates, release cadence. */

/** Who signed the loan-core migration's cut-over and rollback thresholds, in the words every page uses. */
export const THRESHOLD_SIGNERS = "the lender's heads of operations and finance and our delivery lead";

/** A page that says who signed the cut-over thresholds names `THRESHOLD_SIGNERS`, word for word. */
export function checkThresholdSigners(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    text
      .split(/(?<=[.:])\s+/)
      .filter(
        (sentence) =>
          /\bsigned\b/i.test(sentence) &&
          /\bthresholds\b/i.test(sentence) &&
          !sentence.toLowerCase().includes(THRESHOLD_SIGNERS.toLowerCase()),
      )
      .map((sentence) => `${where}: "${sentence}": the thresholds were signed by ${THRESHOLD_SIGNERS}; say so in those words`),
  );
}

/**
 * How much UPI work has shipped is told once, on the fintech page: one marketplace's callbacks and
 * settlement matching are ours, and two more products (the retail case's tills, the broadband
 * operator's app) take UPI through a gateway or a bank. No page says our UPI work is that one
 * marketplace alone.
 */
export function checkUpiAccount(texts: Record<string, string>): string[] {
  const alone =
    /\bUPI work (?:so far )?is (?:one|a single)\b|\b(?:built|done) this for (?:that|this|one) (?:one )?marketplace so far\b|\bour only UPI\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = alone.exec(text);
    return match
      ? [`${where}: "${match[0]}": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`]
      : [];
  });
}

/**
 * The lenders in our case studies collect repayments on NACH; UPI shows in a marketplace's
 * callbacks and at two products' tills and app, none of them a lender's. A text that claims UPI
 * collections or repayments needs a fintech case study whose story shows UPI.
 */
export function checkUpiCollections(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const shown = Object.values(cases).some((study) => study.facts.industry?.id === "fintech" && /\bUPI\b/.test(storyOf(study.timelineData)));
  if (shown) return [];
  const claim = /\bUPI (?:collections?|repayments?)\b|\bNACH and UPI\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = claim.exec(text);
    return match ? [`${where}: "${match[0]}": no lender in our case studies collects over UPI; their repayments run on NACH`] : [];
  });
}

/**
 * RBI's April 2018 direction on storage of payment system data binds payment system operators and
 * those who serve them, and a lender's loan book is not payment system data: a sentence that
 * cites the payment data rule does not speak of loans, borrowers or lenders (RBI's Digital Lending
 * Directions, or the lender's own policy, keep that data in India).
 */
export function checkPaymentDataRule(texts: Record<string, string>): string[] {
  const rule =
    /\bpayment (?:system )?data (?:rules?|storage|direction)\b|\bdirection on (?:the )?(?:storage of )?payment (?:system )?data\b/i;
  const lending = /\b(?:loans?|borrowers?|lenders?|NBFCs?)\b/i;
  return Object.entries(texts).flatMap(([where, text]) =>
    sentencesOf(text)
      .filter((sentence) => rule.test(sentence) && lending.test(sentence))
      .map(
        (sentence) =>
          `${where}: "${sentence}": RBI's payment data direction is about payment system data; cite the rule that keeps loan data in India`,
      ),
  );
}

/** How long CERT-In's directions of April 2022 ask a company in India to keep its systems' logs, in India. */
export const CERT_IN_LOG_DAYS = 180;

/**
 * Where a page says CERT-In's directions apply to us, no legal page keeps logs for less than the
 * 180 days they ask: a sentence about logs kept "for 30 days" fails.
 */
export function checkLogRetention(texts: Record<string, string>): string[] {
  if (!Object.values(texts).some((text) => /\bCERT-In's directions\b/.test(text))) return [];
  return Object.entries(texts)
    .filter(([where]) => where.startsWith("src/content/legal/"))
    .flatMap(([where, text]) =>
      sentencesOf(text).flatMap((sentence) => {
        const kept = /\blogs?\b/i.test(sentence) ? /\bfor (\d+) days\b/.exec(sentence) : null;
        return kept && Number(kept[1]) < CERT_IN_LOG_DAYS
          ? [`${where}: "${kept[0]}": CERT-In's directions ask for ${CERT_IN_LOG_DAYS} days of logs, kept in India`]
          : [];
      }),
    );
}

/**
 * When each rule or standard a page names was published. A clause that names one beside an
 * earlier year ("since 2020", "in 2020") dates work to it before it existed.
 */
export const PUBLISHED: Record<string, number> = {
  "WCAG 2.2": 2023,
  "DPDP Act": 2023,
  "DPDP Rules": 2025,
  "Digital Lending Directions": 2025,
};

export function checkPublicationDates(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    text.split(/(?<=[.!?])\s+|[,;:]\s+/).flatMap((clause) =>
      Object.entries(PUBLISHED).flatMap(([name, year]) => {
        if (!clause.includes(name)) return [];
        const earlier = [...clause.matchAll(/\b(?:since|in|from) (?:[A-Z][a-z]+ )?((?:19|20)\d\d)\b/g)]
          .map((match) => Number(match[1]))
          .find((stated) => stated < year);
        return earlier === undefined ? [] : [`${where}: "${clause.trim()}": ${name} came out in ${year}, after ${earlier}`];
      }),
    ),
  );
}

/**
 * How often a platform we run ships is one figure: several releases a week, as the managed cloud
 * case's six a month became about 24. A page that says "every week", "weekly releases" or "many a
 * week" states it another way.
 */
export function checkReleaseCadence(texts: Record<string, string>): string[] {
  const other =
    /\b(?:releases?|deploys?)\b[^.]*?\b(?:every week|each week|once a week|daily)\b|\bmany (?:small )?(?:deploys|releases) a week\b|\bweekly (?:releases|deploys)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = other.exec(text);
    return match ? [`${where}: "${match[0]}": releases go out several times a week, as the managed cloud case shows; say it that way`] : [];
  });
}
