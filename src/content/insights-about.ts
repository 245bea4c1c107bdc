/**
 * The articles that name a page among their industries, capabilities or case studies: those that
 * name it first (their main subject) before those that name it in passing, newest first in each.
 */
export function insightsAbout<I extends { related: Record<"industries" | "capabilities" | "cases", { href: string }[]> }>(
  insights: I[],
  href: string,
): I[] {
  const positions = ({ related }: I) =>
    [related.industries, related.capabilities, related.cases].map((links) => links.findIndex((link) => link.href === href));
  const about = insights.filter((insight) => positions(insight).some((position) => position >= 0));
  const main = (insight: I) => positions(insight).includes(0);
  return [...about.filter(main), ...about.filter((insight) => !main(insight))];
}
