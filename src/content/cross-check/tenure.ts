import { averageTenure } from "../case-dates";
import { NUMBER_WORDS } from "../counts";
import { type CaseStudy, type HomeContent } from "../schema";
import { HOME_FILE } from "./shared";

/* How long clients stay, against the case studies' dates: the tenure figure and its explanation, support durations, returning clients. */

/**
 * A case study whose support continues shows when its engagement ran and says "We still support
 * it" under its hero; a page that counts how long that support has run ("we have held the pager
 * for fourteen months") disagrees with the engagement's end date shown beside it and goes stale a
 * month later, so it says since when instead.
 */
export function checkSupportDurations(texts: Record<string, string>): string[] {
  const counted = new RegExp(
    `\\bwe have (?:held|run|supported|kept|operated)\\b[^.]*?\\bfor (?:\\d+|${NUMBER_WORDS.join("|")}) (?:months|years)\\b`,
    "i",
  );
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = counted.exec(text);
    return match ? [`${where}: "${match[0]}": support that continues is dated by when it began, which does not go stale`] : [];
  });
}

/**
 * The explanation of the average tenure holds for the case studies: where copy says most builds
 * take under a year, most case studies' engagements do; where it says most clients keep a support
 * contract, most case studies' support continues.
 */
export function checkTenureStory(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const studies = Object.values(cases);
  const most = (count: number) => count * 2 > studies.length;
  const underAYear = studies.filter(
    (study) => /weeks$/.test(study.facts.engagement) || Number.parseInt(study.facts.engagement, 10) < 12,
  ).length;
  const supported = studies.filter((study) => study.facts.support === "continues").length;
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    if (/\bmost builds (?:of under a year|take under a year)/i.test(text) && !most(underAYear))
      problems.push(`${where}: says most builds take under a year, but ${underAYear} of ${studies.length} case studies do`);
    if (/\bmost (?:of our )?clients (?:then )?keep\b/i.test(text) && !most(supported))
      problems.push(
        `${where}: says most clients keep a support contract, but ${supported} of ${studies.length} case studies' support continues`,
      );
  }
  return problems;
}

/**
 * The home page's average client tenure ("24+ months") holds for the clients of the case studies,
 * counted as the statistics panel says: from the first contract to today while support continues,
 * to the end of the build once it was handed over. A reader can work it out from the dates on the
 * case pages, so a new case study or a handed-over one that brings the average under the figure
 * fails here until the figure's explanation says why.
 */
export function checkTenureFigure(cases: Record<string, CaseStudy>, home: HomeContent, today: Date): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "calendar-clock");
  const studies = Object.values(cases);
  if (!figure || studies.length === 0) return [];
  const average = averageTenure(
    studies.map((study) => study.facts),
    today,
  );
  return average >= figure.value
    ? []
    : [
        `${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but the ${studies.length} case studies' clients average ${average} months from started to today (support continues) or to the end of the engagement (ended)`,
      ];
}

/**
 * The home statistic that counts returning clients (the `handshake` figure) counts what a reader can
 * see: clients who kept us on a support contract after their build, which each case study states.
 * Fewer such case studies than the figure, or a label that counts something no case shows (a
 * "second engagement"), fails.
 */
export function checkReturningClients(cases: Record<string, CaseStudy>, home: HomeContent, today: Date = new Date()): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "handshake");
  if (!figure) return [];
  const problems: string[] = [];
  if (!/\bsupport contract\b/i.test(figure.title))
    problems.push(
      `${HOME_FILE}: statistics: "${figure.title}": say it counts clients on a support contract after their build, which the case studies show`,
    );
  const supported = Object.values(cases).filter((study) => study.facts.support === "continues");
  const kept = supported.length;
  if (kept < figure.value)
    problems.push(
      `${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but only ${kept} case studies say we still support the work`,
    );
  // "Two years after they signed": count the supported case studies that started two years or more before today.
  if (/\btwo years\b/i.test(figure.title)) {
    const cutoff = new Date(today);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
    const limit = `${cutoff.getUTCFullYear()}-${String(cutoff.getUTCMonth() + 1).padStart(2, "0")}`;
    const long = supported.filter((study) => study.facts.started <= limit).length;
    if (long < figure.value)
      problems.push(
        `${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but only ${long} supported case studies started two years ago or more`,
      );
  }
  // The platforms figure (`monitor-smartphone`) is a floor (its "+" reads "at least") that the case
  // studies reach on their own: no more than the case studies we still support.
  const platforms = home.statistics.find((stat) => stat.icon === "monitor-smartphone");
  if (platforms && platforms.value > kept)
    problems.push(
      `${HOME_FILE}: statistics: "${platforms.title} ${platforms.value}${platforms.suffix}", but only ${kept} case studies say we still support the work`,
    );
  return problems;
}
