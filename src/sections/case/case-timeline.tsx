import { Container } from "~/components/ui/container";
import { BrandLogo } from "~/components/ui/brand-logo";
import type { LogoIcon } from "~/content/brand-icons";
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
              // Its parts are named in `app.css` (`.timeline-phase`): five on every case study.
              <li key={phase.title} className="timeline-phase">
                <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                <div>
                  <h3>{phase.title}</h3>
                  <p>{phase.content}</p>
                  {phase.title === "Technology" && (
                    <ul aria-label="Technology stack" className="tech-chips">
                      {technologies.map(({ id, icon }) => (
                        <li key={id}>
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
                            "flex flex-col rounded-card p-6",
                            i === 0 ? "bg-brand-600 text-white" : "bg-surface-raised shadow-soft",
                          )}
                        >
                          <dt className={cn("text-sm leading-snug", i === 0 ? "text-brand-50" : "text-ink-600")}>{metric.label}</dt>
                          <dd className="order-first font-display text-5xl font-semibold tracking-tight">{metric.value}</dd>
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
