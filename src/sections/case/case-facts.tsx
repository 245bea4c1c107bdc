import { Fact } from "~/components/ui/card-link";
import { Container } from "~/components/ui/container";
import { HeadlineResults } from "./headline-results";
import type { FacetOption } from "~/content/case-facets";

type Filed = FacetOption & { page: string };

type CaseFactsProps = {
  facts: {
    sector: string;
    industry?: Filed;
    capabilities: Filed[];
    region: string;
    engagement: string;
    /** When it ran, e.g. "Mar 2024 to Jan 2025". */
    ran: string;
    /** What became of the work: still supported, or handed over. */
    support: string;
    team: number;
    results: { value: string; label: string }[];
  };
};

/** The engagement at a glance, right under the hero: what, where, when and how long, what followed, who, and what changed. */
export function CaseFacts({ facts }: CaseFactsProps) {
  const link = "font-medium text-brand-700 underline-offset-4 hover:underline";
  return (
    <section aria-labelledby="facts-title" className="border-b border-line bg-surface-raised py-12 sm:py-14">
      <Container>
        <h2 id="facts-title" className="sr-only">
          The engagement at a glance
        </h2>
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3">
            <Fact term="Industry">
              {facts.industry ? (
                <a href={facts.industry.page} className={link}>
                  {facts.industry.label}
                </a>
              ) : (
                facts.sector
              )}
            </Fact>
            <Fact term="Capabilities" className="col-span-2 [&_dd]:flex [&_dd]:flex-wrap [&_dd]:gap-x-4 [&_dd]:gap-y-1">
              {facts.capabilities.map((capability) => (
                <a key={capability.value} href={capability.page} className={link}>
                  {capability.label}
                </a>
              ))}
            </Fact>
            <Fact term="Region" className="font-medium">
              {facts.region}
            </Fact>
            <Fact term="When" className="font-medium">
              {facts.ran} ({facts.engagement})
            </Fact>
            <Fact term="Since then" className="font-medium">
              {facts.support}
            </Fact>
            <Fact term="Team" className="font-medium">
              {facts.team} people
            </Fact>
          </dl>
          <HeadlineResults results={facts.results.slice(0, 4)} label="Headline results" size="panel" className="self-start" />
        </div>
      </Container>
    </section>
  );
}
