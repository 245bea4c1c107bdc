import ArrowRight from "lucide-react/icons/arrow-right";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Insight } from "~/content/insights";
import { paths } from "~/lib/paths";
import { InsightCard } from "~/sections/insights/insight-card";
import { INSIGHTS_COPY } from "~/sections/insights/copy";

/** The three newest articles: links only, so nothing here needs scripts. */
export function LatestInsights({ insights }: { insights: Insight[] }) {
  return (
    <Section aria-labelledby="insights-title">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id="insights-title" eyebrow={INSIGHTS_COPY.homeEyebrow} title={INSIGHTS_COPY.homeTitle} text={INSIGHTS_COPY.homeText} />
        <ButtonLink href={paths.insights} variant="secondary" className="self-start md:self-auto">
          {INSIGHTS_COPY.homeLink}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {insights.map((insight, index) => (
          <li key={insight.slug} className={index === 2 ? "flex md:hidden lg:flex" : "flex"}>
            <InsightCard insight={insight} headingLevel="h3" className="w-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
