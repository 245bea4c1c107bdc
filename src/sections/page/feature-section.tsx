import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";
import type { PageSection } from "~/content/schema";
import { cn } from "~/lib/cn";

type FeatureSectionProps = { section: Omit<PageSection, "image"> & { image: ResolvedImage }; index: number };

export function FeatureSection({ section, index }: FeatureSectionProps) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn("py-16 sm:py-24", index % 2 === 1 && "bg-surface-raised")}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
        {/* Its parts are named in `app.css` (`.feature-text`): three of them on every capability page. */}
        <div className={cn("feature-text", section.imagePosition === "left" && "lg:order-2")}>
          <p>{`${String(index + 1).padStart(2, "0")} / 03`}</p>
          <h2 id={headingId} tabIndex={-1}>
            {section.title}
          </h2>
          <p>{section.content}</p>
          <ul aria-label={`${section.title}: what you get`}>
            {section.features.map((feature) => (
              <li key={feature} className="ticked">
                {feature}
              </li>
            ))}
          </ul>
        </div>
        {/* The picture in a soft gradient frame, drawn by the box's `::before`. */}
        <div className={cn("feature-frame", section.imagePosition === "left" && "lg:order-1")}>
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
