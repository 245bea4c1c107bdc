/*
 * When a case study's engagement ran: it starts in `facts.started` (a year and month) and lasts
 * `facts.engagement` ("11 months", "10 weeks"); `facts.support` says whether we still support
 * what we built. Listings put the newest first, and every card and case page says when it ran.
 */

export type CaseTiming = { started: string; engagement: string; support: "continues" | "ended" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A year and month as a count of months, for arithmetic: "2024-03" is 2024 × 12 + 2. */
const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split("-").map(Number);
  return year! * 12 + (month! - 1);
};
const monthName = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;

/** How many calendar months an engagement of "N months" or "N weeks" spans (at least one). */
export function engagementMonths(engagement: string): number {
  const [count, unit] = engagement.split(" ");
  const n = Number(count);
  return unit === "weeks" ? Math.max(1, Math.ceil(n / 4.35)) : n;
}

/** The month the engagement ended in, as "2025-01". */
export function endedIn({ started, engagement }: Pick<CaseTiming, "started" | "engagement">): string {
  const end = monthIndex(started) + engagementMonths(engagement) - 1;
  return `${Math.floor(end / 12)}-${String((end % 12) + 1).padStart(2, "0")}`;
}

/** "Mar 2024 to Jan 2025": the months the engagement ran. */
export function ranLabel(timing: Pick<CaseTiming, "started" | "engagement">): string {
  const start = monthIndex(timing.started);
  const end = monthIndex(endedIn(timing));
  return start === end ? monthName(start) : `${monthName(start)} to ${monthName(end)}`;
}

/**
 * How long a client has been with us, in whole months, as the home page's tenure figure counts it:
 * from `started` to `today` while we still support the work, to the end of the engagement once it
 * was handed over.
 */
export function tenureMonths(timing: CaseTiming, today: Date): number {
  const built = engagementMonths(timing.engagement);
  if (timing.support === "ended") return built;
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return Math.max(built, now - monthIndex(timing.started));
}

/** The average of `tenureMonths` over the case studies' clients, to one decimal. */
export function averageTenure(timings: readonly CaseTiming[], today: Date): number {
  const total = timings.reduce((sum, timing) => sum + tenureMonths(timing, today), 0);
  return Math.round((total / timings.length) * 10) / 10;
}

/** What became of the work after the engagement. */
export const supportLabel = (support: CaseTiming["support"]) => (support === "continues" ? "We still support it" : "Handed over to the client's team");

/** Case studies, the most recently started first (then by slug). */
export function newestFirst<T extends { slug: string; facts: Pick<CaseTiming, "started"> }>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => b.facts.started.localeCompare(a.facts.started) || a.slug.localeCompare(b.slug));
}
