import { TECHNOLOGIES, type Technology } from "./schema";

/** How many cards the home page's tech stack has room for (its layout and drag bounds are drawn for them). */
export const TECH_STACK_SIZE = 15;

/**
 * The technologies the case studies use, the most used first (ties in the order of
 * `TECHNOLOGIES`), at most `TECH_STACK_SIZE`: the home page's tech stack, so it names what the work shows.
 */
export function technologiesInUse(cases: readonly { technologies: readonly Technology[] }[]): Technology[] {
  const uses = new Map<Technology, number>();
  for (const study of cases) for (const id of study.technologies) uses.set(id, (uses.get(id) ?? 0) + 1);
  return TECHNOLOGIES.filter((id) => uses.has(id))
    .sort((a, b) => uses.get(b)! - uses.get(a)! || TECHNOLOGIES.indexOf(a) - TECHNOLOGIES.indexOf(b))
    .slice(0, TECH_STACK_SIZE);
}
