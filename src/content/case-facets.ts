import { paths } from "../lib/paths";

/*
 * Browsing case studies by their facts: which facets exist, and which studies each one lists.
 * Pure data, shared by the prerendered facet pages and the island that filters without reloading.
 */

export const FACET_KINDS = ["industry", "capability", "technology"] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

/** One filter: a kind and a value, e.g. industry `fintech`. */
export type Facet = { kind: FacetKind; value: string };
export type FacetOption = Facet & { label: string; href: string; count: number };

/** What a case study is filed under. */
export type CaseFacts = { slug: string; industry?: string; capabilities: string[]; technologies: string[] };

export const FACET_HEADINGS: Record<FacetKind, string> = { industry: "Industry", capability: "Capability", technology: "Technology" };

export const facetPath = ({ kind, value }: Facet) => `${paths.cases}/${kind}/${value}`;

const valuesOf = (study: CaseFacts, kind: FacetKind): string[] =>
  kind === "industry" ? (study.industry ? [study.industry] : []) : kind === "capability" ? study.capabilities : study.technologies;

export function matches(study: CaseFacts, facet: Facet | undefined) {
  return !facet || valuesOf(study, facet.kind).includes(facet.value);
}

/**
 * The options of each kind that list at least one study, in the order `labels` gives them (menu
 * order for industries and capabilities), each with how many it lists.
 */
export function facetOptions(studies: CaseFacts[], labels: Record<FacetKind, { value: string; label: string }[]>): Record<FacetKind, FacetOption[]> {
  const options = {} as Record<FacetKind, FacetOption[]>;
  for (const kind of FACET_KINDS) {
    options[kind] = labels[kind]
      .map(({ value, label }) => {
        const facet = { kind, value };
        return { ...facet, label, href: facetPath(facet), count: studies.filter((study) => matches(study, facet)).length };
      })
      .filter((option) => option.count > 0);
  }
  return options;
}
