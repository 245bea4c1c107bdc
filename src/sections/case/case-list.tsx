import ArrowRight from "lucide-react/icons/arrow-right";
import { Section, SectionHeading } from "~/components/ui/section";
import { CardPicture } from "~/components/ui/picture";
import { cardVariants } from "~/components/ui/card";
import { CardLink } from "~/components/ui/card-link";
import type { CaseSummary } from "~/content/case-browse";
import { numberWord } from "~/content/counts";

/** At most one row of three: the rest are a click away, under "Browse this work". */
export const CASE_LIST_MAX = 3;

/**
 * Under the heading when the page has more work than one row: how many of how many it shows, so
 * the count on `/products` and `/services` (the same list's length) agrees with the page.
 */
export const caseListNote = (total: number) =>
  total > CASE_LIST_MAX ? `The ${numberWord(CASE_LIST_MAX)} most recent of ${numberWord(total)}.` : undefined;

/**
 * The case studies filed under an industry or capability page, and the way to browse them. Their
 * cards are the `tile` of an article's card, with the study's region and length over its title.
 */
export function CaseList({ studies, title, browseHref }: { studies: CaseSummary[]; title: string; browseHref?: string }) {
  if (studies.length === 0) return null;
  const note = caseListNote(studies.length);
  return (
    <Section aria-labelledby="case-list-title">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <div>
          <SectionHeading id="case-list-title" eyebrow="Case studies" title={title} />
          {note && <p className="mt-3 text-sm text-ink-600">{note}</p>}
        </div>
        {browseHref && (
          <a href={browseHref} className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline md:self-auto">
            Browse this work
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        )}
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.slice(0, CASE_LIST_MAX).map((study) => (
          <li key={study.slug} className="flex">
            <article className={cardVariants({ variant: "outline", className: "group w-full" })}>
              <CardPicture image={study.image} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{`${study.region} · ${study.engagement}`}</p>
                <h3 className="mt-2 text-xl font-semibold">
                  <CardLink href={study.href}>{study.title}</CardLink>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{study.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
