import { Section, SectionHeading } from "~/components/ui/section";
import type { Insight } from "~/content/insights";
import { InsightCard } from "./insight-card";

/**
 * Articles about the page's industry, capability or case, found from the articles' own links: every
 * one, so that the page and the topic's own page (`/insights/tag/fintech`) list the same articles.
 */
export function RelatedInsights({ insights, title }: { insights: Insight[]; title: string }) {
  if (insights.length === 0) return null;
  return (
    <Section tone="raised" aria-labelledby="related-insights-title">
      <SectionHeading id="related-insights-title" eyebrow="Insights" title={title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {insights.map((insight) => (
          <li key={insight.slug} className="flex">
            <InsightCard insight={insight} headingLevel="h3" className="w-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
