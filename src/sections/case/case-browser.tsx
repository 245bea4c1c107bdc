import { cn } from "~/lib/cn";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Fragment } from "react";
import { cardVariants } from "~/components/ui/card";
import { CardLink, filterPillClass } from "~/components/ui/card-link";
import { Container } from "~/components/ui/container";
import { CardPicture } from "~/components/ui/picture";
import { CASE_REFERENCES, CASE_REFERENCES_ID, CASE_REFERENCES_LINE_LISTING, caseListingIntro, unfiledNote, type CaseSummary } from "~/content/case-browse";
import { ReferencesLine } from "./references-line";
import { FACET_HEADINGS, FACET_KINDS, matches, type Facet, type FacetKind, type FacetOption } from "~/content/case-facets";
import { paths } from "~/lib/paths";
import { HeadlineResults } from "./headline-results";

type CaseBrowserProps = {
  studies: CaseSummary[];
  options: Record<FacetKind, FacetOption[]>;
  /** The sectors of case studies no industry page covers, named under the industry filter. */
  unfiledSectors: string[];
  /** The facet this page was prerendered for, if any. */
  facet?: Facet;
};

const sameFacet = (a: Facet | undefined, b: Facet | undefined) => a?.kind === b?.kind && a?.value === b?.value;

/**
 * `/case` and its facet pages, drawn at build time. Every filter is a link to the page prerendered
 * for it (decisions: filters are pages), so filtering, the address, the tab's title and Back are
 * the browser's own, with or without scripts, and the page carries no island (decision 036).
 */
export function CaseBrowser({ studies, options, unfiledSectors, facet }: CaseBrowserProps) {
  const shown = studies.filter((study) => matches(study, facet));
  const current = facet && options[facet.kind].find((option) => option.value === facet.value);
  const status = current
    ? `${shown.length} ${shown.length === 1 ? "case study" : "case studies"} in ${current.label}`
    : `All ${shown.length} case studies`;

  const listing = caseListingIntro(studies.length, shown.filter((study) => study.supported).length, current);
  const pill = (active: boolean) => filterPillClass(active, "min-h-10 px-3.5");

  return (
    <div className="pb-24">
      <header className="border-b border-line bg-surface-raised py-16 sm:py-20">
        <Container>
          <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">Our work</p>
          <h1 className="max-w-3xl text-display-lg font-semibold text-balance">{listing.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{listing.intro}</p>
          {/* `/case` says why the clients go unnamed and what a buyer can check; a filtered listing links it. */}
          {current ? (
            <ReferencesLine line={CASE_REFERENCES_LINE_LISTING} className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-600" />
          ) : (
            <p id={CASE_REFERENCES_ID} className="mt-3 max-w-2xl scroll-mt-24 text-sm leading-relaxed text-ink-600">
              {CASE_REFERENCES}
            </p>
          )}
        </Container>
      </header>
      <Container>
        {/* One grid: "All work" across it, then each kind's heading beside its row of pills (from md). */}
        <nav
          aria-label="Filter case studies"
          className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[9rem_minmax(0,1fr)] md:items-start md:gap-y-6"
        >
          <a
            href={paths.cases}
            className={cn(pill(!facet), "justify-self-start md:col-span-2")}
            aria-current={facet ? undefined : "page"}
          >
            All work
          </a>
          {FACET_KINDS.map((kind) => (
            <Fragment key={kind}>
              <h2 className="mt-3 pt-2.5 font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase md:mt-0">{FACET_HEADINGS[kind]}</h2>
              {/* One swipeable row per kind on a phone, so the work is not pushed a screen down. */}
              <ul className="-mx-[clamp(1rem,4vw,2.5rem)] flex gap-2 overflow-x-auto px-[clamp(1rem,4vw,2.5rem)] pb-1 [scrollbar-width:thin] md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
                {options[kind].map((option) => {
                  const active = sameFacet(option, facet);
                  return (
                    <li key={option.value}>
                      {/* The count is drawn from `data-count` (`.pill[data-count]::after`): an element less per pill. */}
                      <a
                        href={option.href}
                        className={pill(active)}
                        aria-current={active ? "page" : undefined}
                        data-count={option.count}
                      >
                        {option.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
              {kind === "industry" && unfiledSectors.length > 0 && (
                <p className="text-sm leading-relaxed text-ink-600 md:col-start-2">{unfiledNote(unfiledSectors)}</p>
              )}
            </Fragment>
          ))}
        </nav>
        <p className="mt-10 text-sm font-medium text-ink-600">
          {status}
        </p>
        <ul className="mt-4 grid gap-6 lg:grid-cols-2">
          {shown.map((study) => (
            <li key={study.slug} className="flex">
              <CaseCard study={study} />
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}

function CaseCard({ study }: { study: CaseSummary }) {
  return (
    <article className={cardVariants({ variant: "outline", interactive: "shadow", className: "group w-full sm:flex-row" })}>
      <CardPicture
        image={study.image}
        sizes="(min-width: 1024px) 240px, (min-width: 640px) 38vw, 100vw"
        className="shrink-0 sm:aspect-auto sm:w-[38%]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{study.sector}</p>
        <p className="mt-1 text-sm text-ink-600">
          {study.ran}
          {study.supported ? ", still supported" : ", handed over"}
        </p>
        <h2 className="mt-2 text-xl leading-snug font-semibold">
          <CardLink href={study.href}>{study.title}</CardLink>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-600">{study.summary}</p>
        {/* Terms over values in three columns, with no element around each pair. */}
        <dl className="mt-4 grid auto-cols-fr grid-flow-col grid-rows-[auto_auto] gap-x-3 gap-y-1 border-t border-line pt-4 text-sm font-medium">
          <dt className="text-ink-500">Region</dt>
          <dd className="text-ink-900">{study.region}</dd>
          <dt className="text-ink-500">Length</dt>
          <dd className="text-ink-900">{study.engagement}</dd>
          <dt className="text-ink-500">Team</dt>
          <dd className="text-ink-900">{study.team} people</dd>
        </dl>
        <HeadlineResults results={study.results.slice(0, 2)} label="Results" size="card" className="mt-4" />
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          Read the story
          <ArrowRight className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
