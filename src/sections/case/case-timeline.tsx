import { Container } from "~/components/ui/container";
import { BrandLogo } from "~/components/ui/brand-logo";
import type { LogoIcon } from "~/components/ui/brand-logo";
import type { CaseStudy } from "~/content/schema";
import { cn } from "~/lib/cn";

type CaseTimelineProps = Pick<CaseStudy, "timelineData" | "metrics"> & {
  technologies: { id: string; icon: LogoIcon }[];
  /** The line beside the phases, which fills as the reader scrolls (`TimelineProgress`, an island of its own). */
  children?: React.ReactNode;
};

/** The phases of a case study, markup only; the page passes in the progress bar's island. */
export function CaseTimeline({ timelineData, technologies, metrics, children }: CaseTimelineProps) {
  return (
    <section aria-labelledby="timeline-title" className="py-20 sm:py-28">
      <Container>
        <h2 id="timeline-title" className="text-display-md font-semibold">
          From brief to impact
        </h2>
        <div className="relative mt-14">
          {children}
          <ol data-timeline-phases className="grid gap-14">
            {timelineData.map((phase, index) => (
              // A numbered disc on the progress line, then the phase.
              <li key={phase.title} className="relative grid grid-cols-[2.5rem_1fr] gap-5 sm:grid-cols-[3.5rem_1fr] sm:gap-8">
                <span
                  aria-hidden="true"
                  className="relative z-10 grid size-10 place-items-center rounded-full bg-ink-950 font-display text-sm font-semibold text-white ring-8 ring-surface sm:size-14 sm:text-base"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div className="max-w-3xl pt-1 sm:pt-3">
                  <h3 className="text-2xl font-semibold sm:text-3xl">{phase.title}</h3>
                  <p className="mt-4 text-lg leading-relaxed text-ink-600">{phase.content}</p>
                  {phase.title === "Technology" && (
                    <ul aria-label="Technology stack" className="mt-6 flex flex-wrap gap-2.5">
                      {technologies.map(({ id, icon }) => (
                        <li
                          key={id}
                          className="inline-flex items-center gap-2 rounded-pill border border-line bg-surface-raised py-2 pr-4 pl-3 text-sm font-medium shadow-soft"
                        >
                          <BrandLogo icon={icon} className="size-4.5" />
                          {icon.title}
                        </li>
                      ))}
                    </ul>
                  )}
                  {phase.title === "Impact" && (
                    <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                      {metrics.map((metric, i) => (
                        <div
                          key={metric.label}
                          className={cn(
                            "@container flex flex-col rounded-card p-6",
                            i === 0 ? "bg-brand-600 text-white" : "bg-surface-raised shadow-soft",
                          )}
                        >
                          <dt className={cn("text-sm leading-snug", i === 0 ? "text-brand-50" : "text-ink-600")}>{metric.label}</dt>
                          {/* As large as the card allows: "120,000" at 3rem is wider than a card four to a row. */}
                          <dd className="order-first font-display text-[min(3rem,21cqi)] leading-[1.1] font-semibold tracking-tight">{metric.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
