import { Container } from "~/components/ui/container";
import { PageLinkBody } from "./related-links";
import type { NavLink } from "~/content";

type PageIndexProps = {
  eyebrow: string;
  title: string;
  intro: string;
  links: (NavLink & { caseCount: number })[];
  /** Where the listing's case studies are browsed, by page. */
  casesHref: (href: string) => string | undefined;
};

/** `/services` and `/products`: every page of a kind, each with its summary and its work. */
export function PageIndex({ eyebrow, title, intro, links, casesHref }: PageIndexProps) {
  return (
    <div className="pb-24">
      <header className="border-b border-line bg-surface-raised py-16 sm:py-20">
        <Container>
          <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="max-w-3xl text-display-lg font-semibold text-balance">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{intro}</p>
        </Container>
      </header>
      <Container>
        <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {links.map((link) => {
            const cases = casesHref(link.href);
            return (
              <li key={link.href} className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-soft">
                <a href={link.href} className="group flex flex-1 flex-col justify-between gap-6">
                  <PageLinkBody link={link} />
                </a>
                {cases && link.caseCount > 0 && (
                  <a href={cases} className="mt-4 border-t border-line pt-4 text-sm text-ink-600 underline-offset-4 hover:text-brand-700 hover:underline">
                    {link.caseCount === 1 ? "1 case study" : `${link.caseCount} case studies`}
                    <span className="sr-only"> in {link.title}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </div>
  );
}
