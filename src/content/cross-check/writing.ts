/* How copy is written: no talk of the page's layout, no sweeping "every engagement", no superlatives. */

/**
 * Copy that talks about the page instead of the work reads as machine-written to a buyer ("the
 * cards below", "this page lists", "each card opens its case study", "scroll down"): the common
 * forms, each with what it turns on. Legal text may still say "the rights listed below", which
 * none of these forms catches.
 */
export const LAYOUT_TALK: readonly RegExp[] = [
  /\b(?:this|that|each|every|these|the other(?: [\w-]+)?) pages? (?:lists?|describes?|shows?|says?|covers?|explains?|sets? out|gathers?)\b/i,
  /\b(?:cards?|tiles?|sections?|links?|tabs?|list|filters?|panels?|work|days|steps|pages|case studies|articles) (?:below|above)\b/i,
  /\b(?:each|every|a|one) (?:card|tile) (?:opens|links|leads|shows)\b|\b(?:study|page|section) has a card\b|\ba second card\b/i,
  /\bscroll (?:down|up|back|to)\b/i,
  /\bclick (?:here|below|above)\b|\b(?:tap|click) (?:a|the|any|each) (?:card|tile|link|button)\b/i,
  /\bin (?:its|their) first lines\b|\b(?:listed|found) here\b|\bthe (?:table|chart|grid|carousel) (?:shows|lists|below|above)\b/i,
];

/** A text that talks about the page's layout instead of the work: each form it uses, in its words. */
export function checkLayoutTalk(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    LAYOUT_TALK.flatMap((pattern) => {
      const match = pattern.exec(text);
      return match
        ? [`${where}: "${match[0]}" talks about the page, not the work: say what the work is or what it means for the reader`]
        : [];
    }),
  );
}

/**
 * What every engagement does is said only of what all of them do: a design-only or staffing
 * engagement builds no landing zone, pipeline or cluster, so no page says every engagement starts
 * with one.
 */
export function checkEveryEngagement(texts: Record<string, string>): string[] {
  const overclaim =
    /\b(?:every|each|all) (?:engagements?|projects?)\b[^.]*?\b(?:starts?|begins?|opens?) with (?:a |an )?(?:landing zone|Terraform|pipeline|cluster|Kubernetes|data platform|warehouse)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = overclaim.exec(text);
    return match ? [`${where}: "${match[0]}": design and staffing engagements do not; say which work starts that way`] : [];
  });
}

/**
 * "Our longest migration" ranks work the site shows one of: the case studies are the work a reader
 * can compare, and a superlative over them names the case instead.
 */
export function checkSuperlatives(texts: Record<string, string>): string[] {
  const ranked = /\bour (?:longest|largest|biggest|hardest|most complex) (?:migrations?|engagements?|projects?|modernisations?|builds?)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = ranked.exec(text);
    return match ? [`${where}: "${match[0]}" ranks work the case studies do not let a reader compare: name the case study`] : [];
  });
}
