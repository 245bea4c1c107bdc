import ArrowRight from "lucide-react/icons/arrow-right";
import { Section, SectionHeading } from "~/components/ui/section";
import { CardPicture } from "~/components/ui/picture";
import { CardLink } from "~/components/ui/card-link";
import type { CaseSummary } from "./case-browser";

/** At most one row of three: the rest are a click away, under "Browse this work". */
export const CASE_LIST_MAX = 3;

/**
 * The case studies filed under an industry or capability page, and the way to browse them. The
 * cards' parts are named once in `app.css` (`.case-card`).
 */
export function CaseList({ studies, title, browseHref }: { studies: CaseSummary[]; title: string; browseHref?: string }) {
  if (studies.length === 0) return null;
  return (
    <Section aria-labelledby="case-list-title">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id="case-list-title" eyebrow="Case studies" title={title} />
        {browseHref && (
          <a href={browseHref} className="link-more self-start md:self-auto">
            Browse this work
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        )}
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.slice(0, CASE_LIST_MAX).map((study) => (
          <li key={study.slug} className="flex">
            <article className="group tile case-card w-full">
              <CardPicture image={study.image} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" />
              <div>
                <p className="eyebrow">{`${study.region} · ${study.engagement}`}</p>
                <h3>
                  <CardLink href={study.href}>{study.title}</CardLink>
                </h3>
                <p>{study.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
