import {
  checkArticleCases,
  checkCapabilityTiles,
  checkCaseCardSpread,
  checkCaseCards,
  checkCaseMetrics,
  checkCaseTeams,
  checkTestimonials,
} from "./cases";
import {
  checkAboutSectors,
  checkClientWall,
  checkCounts,
  checkFacts,
  checkHeadcount,
  checkOwnership,
  checkSectorNames,
  checkServiceObjective,
  checkSubcontracting,
  checkSupportCover,
  checkSupportPromise,
} from "./company";
import {
  checkAiCases,
  checkCloudClaims,
  checkIndustryClaims,
  checkOfflineTills,
  checkPictureClaims,
  checkUnfiledHeroes,
  checkUnshippedClaims,
  checkUnshippedFeatures,
  checkUnshippedSections,
} from "./honesty";
import {
  checkLogRetention,
  checkPaymentDataRule,
  checkPublicationDates,
  checkReleaseCadence,
  checkThresholdSigners,
  checkUpiAccount,
  checkUpiCollections,
} from "./regulation";
import { type CrossCheckContent } from "./shared";
import { checkReturningClients, checkSupportDurations, checkTenureFigure, checkTenureStory } from "./tenure";
import { checkLayoutTalk } from "./writing";

export * from "./cases";
export * from "./company";
export * from "./honesty";
export * from "./regulation";
export * from "./shared";
export * from "./tenure";
export * from "./writing";

/*
 * Facts that appear in more than one content file and cannot share one source: a percentage and
 * the two figures it comes from, a testimonial and the case study of the work it praises, an
 * article and the case studies it links. Each check returns every disagreement it finds, as
 * "file: field: what disagrees", so one run lists them all.
 */

/**
 * Every check across files, by name. The content editor checks each before saving, on the field
 * the problem is reported on (src/cms/editor-rules.ts); src/cms/rule-coverage.test.ts holds the
 * two lists together.
 */
export const CROSS_CHECKS = {
  "case-metrics": (content: CrossCheckContent) => checkCaseMetrics(content.cases),
  "testimonial-client": (content: CrossCheckContent) => checkTestimonials(content.home, content.cases),
  "case-card-tag": (content: CrossCheckContent) => checkCaseCards(content.home, content.cases),
  "case-card-spread": (content: CrossCheckContent) => checkCaseCardSpread(content.home, content.cases),
  "capability-tile-name": (content: CrossCheckContent) => checkCapabilityTiles(content.home, content.capabilities),
  headcount: (content: CrossCheckContent) => checkHeadcount(content.about, content.home),
  "article-cases": (content: CrossCheckContent) => checkArticleCases(content.articles, content.cases),
  counts: (content: CrossCheckContent) => checkCounts(content.texts, content.counts),
  facts: (content: CrossCheckContent) => [
    ...checkFacts(content.texts, content.teamSize),
    ...checkReleaseCadence(content.texts),
    ...checkThresholdSigners(content.texts),
    ...checkUpiAccount(content.texts),
    ...checkPaymentDataRule(content.texts),
    ...checkLogRetention(content.texts),
    ...checkPublicationDates(content.texts),
  ],
  "sector-name": (content: CrossCheckContent) => [
    ...checkSectorNames(content.cases, content.industries),
    ...checkAboutSectors(content.about, content.cases),
  ],
  "client-wall": (content: CrossCheckContent) => checkClientWall(content.home, content.cases, content.industries, content.texts),
  "support-promise": (content: CrossCheckContent) => [
    ...checkSupportPromise(content.texts, content.about),
    ...checkSupportCover(content.supportCover, content.cases, content.home),
    ...checkServiceObjective(content.texts),
  ],
  ownership: (content: CrossCheckContent) => checkOwnership(content.texts),
  "case-teams": (content: CrossCheckContent) => checkCaseTeams(content.cases, content.teamSize),
  subcontracting: (content: CrossCheckContent) => checkSubcontracting(content.texts),
  "layout-talk": (content: CrossCheckContent) => checkLayoutTalk(content.texts),
  "industry-claims": (content: CrossCheckContent) => [
    ...checkIndustryClaims(content.cases, content.industries, content.texts),
    ...checkUnshippedSections(content.cases, content.industries, content.texts),
    ...checkUnshippedClaims(content.cases, content.texts),
    ...checkUpiCollections(content.cases, content.texts),
    ...checkPictureClaims(content.home, content.cases, content.texts),
    ...checkUnfiledHeroes(content.cases, content.industries, content.texts),
    ...checkAiCases(content.cases),
  ],
  "unshipped-features": (content: CrossCheckContent) => checkUnshippedFeatures(content.texts),
  "tenure-story": (content: CrossCheckContent) => [
    ...checkTenureStory(content.cases, content.texts),
    ...checkSupportDurations(content.texts),
    ...checkTenureFigure(content.cases, content.home, new Date()),
    ...checkReturningClients(content.cases, content.home),
  ],
  "cloud-claims": (content: CrossCheckContent) => checkCloudClaims(content.cases, content.texts),
  "offline-tills": (content: CrossCheckContent) => checkOfflineTills(content.texts),
} satisfies Record<string, (content: CrossCheckContent) => string[]>;
export type CrossCheckName = keyof typeof CROSS_CHECKS;

export function crossCheck(content: CrossCheckContent): string[] {
  return Object.values(CROSS_CHECKS).flatMap((check) => check(content));
}
