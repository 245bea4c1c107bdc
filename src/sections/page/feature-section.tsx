import Check from "lucide-react/icons/check";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";
import type { PageSection } from "~/content/schema";
import { cn } from "~/lib/cn";

/** The tag a feature ends with when it is work we would build, not work we have shipped. */
const UNSHIPPED = /,\s*not yet shipped$/i;

/** What a section none of whose work has shipped (`status: planned`) says once, under its heading. */
export const PLANNED_LABEL = { status: "Not yet shipped", detail: "how we would build it" } as const;

/** A feature's text and whether it has shipped: ", not yet shipped" becomes a marker of its own. */
function featureStatus(feature: string): { text: string; shipped: boolean } {
  return UNSHIPPED.test(feature) ? { text: feature.replace(UNSHIPPED, ""), shipped: false } : { text: feature, shipped: true };
}

/** The dashed, empty circle of work not yet shipped: a border, not a picture, so it keeps its shape where the system forces its colours. */
function DashedCircle({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("shrink-0 rounded-full border-2 border-dashed border-ink-600", className)} />;
}

/** What a section of shipped work says once, above the features of it that have not shipped. */
export const UNSHIPPED_LABEL = "Not yet shipped";

/** A feature not yet shipped: the dashed circle in place of the check. */
function UnshippedItem({ text }: { text: string }) {
  return (
    <li data-shipped="false" className="flex gap-3 text-ink-600">
      <DashedCircle className="mt-0.5 size-5" />
      {text}
    </li>
  );
}

/**
 * A planned section's label, under its heading: a box drawn dashed, as its features' markers are,
 * with the marker and the words. Read in order after the heading, and it names the list of
 * features too. On a narrow screen the words wrap inside the box.
 */
function PlannedLabel({ id }: { id: string }) {
  return (
    <p
      id={id}
      data-slot="section-status"
      className="mt-5 flex w-fit max-w-full items-start gap-2.5 rounded-xl border border-dashed border-ink-300 bg-surface-raised px-3.5 py-2 text-sm leading-5 text-ink-600"
    >
      <DashedCircle className="mt-0.5 size-4" />
      <span className="text-balance">
        <span className="font-semibold text-ink-900">{PLANNED_LABEL.status}:</span> {PLANNED_LABEL.detail}
      </span>
    </p>
  );
}

type FeatureSectionProps = { section: Omit<PageSection, "image"> & { image: ResolvedImage }; index: number };

export function FeatureSection({ section, index }: FeatureSectionProps) {
  const headingId = `${section.id}-title`;
  const statusId = `${section.id}-status`;
  const planned = section.status === "planned";
  const features = section.features.map(featureStatus);
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn("py-16 sm:py-24", index % 2 === 1 && "bg-surface-raised")}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
        <div className={cn(section.imagePosition === "left" && "lg:order-2")}>
          <p className="font-display text-sm font-semibold text-brand-700">{`${String(index + 1).padStart(2, "0")} / 03`}</p>
          <h2 id={headingId} tabIndex={-1} className="mt-3 text-display-md font-semibold outline-none">
            {section.title}
          </h2>
          {planned && <PlannedLabel id={statusId} />}
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{section.content}</p>
          {planned ? (
            // Named by its heading and its label, so a screen reader hears "not yet shipped" once.
            <ul aria-labelledby={`${headingId} ${statusId}`} className="mt-8 grid gap-3 sm:grid-cols-2">
              {features.map(({ text }) => (
                <UnshippedItem key={text} text={text} />
              ))}
            </ul>
          ) : (
            <>
              {features.some(({ shipped }) => shipped) && (
                <ul aria-label={`${section.title}: what you get`} className="mt-8 grid gap-3 sm:grid-cols-2">
                  {features
                    .filter(({ shipped }) => shipped)
                    .map(({ text }) => (
                      // A white check on a brand disc, which keeps its colours where the system forces its own.
                      <li key={text} className="flex gap-3 text-ink-800">
                        <Check
                          aria-hidden="true"
                          strokeWidth={3}
                          className="mt-0.5 size-5 shrink-0 rounded-full bg-brand-600 p-1 text-white forced-color-adjust-none"
                        />
                        {text}
                      </li>
                    ))}
                </ul>
              )}
              {/* The section's work that has not shipped, after what has, under one label: the words
                  once for the list, and the dashed marker on each, so neither shape nor colour alone
                  carries the difference. */}
              {features.some(({ shipped }) => !shipped) && (
                <>
                  <p id={statusId} className="mt-6 flex items-center gap-2 text-sm font-semibold text-ink-900">
                    <DashedCircle className="size-4" />
                    {UNSHIPPED_LABEL}
                  </p>
                  <ul aria-labelledby={statusId} className="mt-3 grid gap-3 sm:grid-cols-2">
                    {features
                      .filter(({ shipped }) => !shipped)
                      .map(({ text }) => (
                        <UnshippedItem key={text} text={text} />
                      ))}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
        {/* The picture in a soft gradient frame, drawn by the box's `::before`. */}
        <div
          className={cn(
            "relative before:absolute before:-inset-3 before:rounded-[1.75rem] before:bg-linear-to-br before:from-brand-100 before:to-coral-300/40 before:content-[''] sm:before:-inset-4",
            section.imagePosition === "left" && "lg:order-1",
          )}
        >
          <Picture
            image={section.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw"
            className="relative block aspect-[4/3] overflow-hidden rounded-card shadow-lift"
            fill
          />
        </div>
      </Container>
    </section>
  );
}
