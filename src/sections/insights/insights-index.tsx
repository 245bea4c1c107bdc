import { Container } from "~/components/ui/container";
import type { Insight, InsightTagLink } from "~/content/insights";
import { paths } from "~/lib/paths";
import { filterPillClass } from "~/components/ui/card-link";
import { InsightCard } from "./insight-card";

type InsightsIndexProps = {
  title: string;
  intro: string;
  insights: Insight[];
  tags: InsightTagLink[];
  /** The tag this page lists, or none for every article. */
  current?: InsightTagLink;
};

/** `/insights` and `/insights/tag/{tag}`: the topics as links, then the articles, newest first. */
export function InsightsIndex({ title, intro, insights, tags, current }: InsightsIndexProps) {
  const pill = (active: boolean) => filterPillClass(active, "min-h-11 px-4");
  return (
    <div className="pb-24">
      <header className="border-b border-line bg-surface-raised py-16 sm:py-20">
        <Container>
          <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            {current ? <a href={paths.insights} className="underline-offset-4 hover:underline">Insights</a> : "Insights"}
          </p>
          <h1 className="max-w-3xl text-display-lg font-semibold text-balance">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{intro}</p>
          <p className="mt-5 text-sm text-ink-600">
            <a href={paths.rss} className="font-semibold text-brand-700 underline underline-offset-4">
              Subscribe by RSS
            </a>
          </p>
        </Container>
      </header>
      <Container>
        <nav aria-label="Topics" className="mt-10">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href={paths.insights} className={pill(!current)} aria-current={current ? undefined : "page"}>
                All topics
              </a>
            </li>
            {tags.map((tag) => (
              <li key={tag.tag}>
                <a href={tag.href} className={pill(current?.tag === tag.tag)} aria-current={current?.tag === tag.tag ? "page" : undefined}>
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-8 text-sm text-ink-600" aria-live="polite">
          {insights.length === 1 ? "1 article" : `${insights.length} articles`}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {insights.map((insight) => (
            <li key={insight.slug} className="flex">
              <InsightCard insight={insight} className="w-full" />
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
