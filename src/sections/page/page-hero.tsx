import ArrowDown from "lucide-react/icons/arrow-down";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HeroOverlay } from "~/content/schema";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { cn } from "~/lib/cn";
import type { ResolvedHeroBackground } from "~/content/resolve";
import { HeroBackgroundLayer } from "./hero-background";

const overlays: Record<HeroOverlay, string> = {
  dark: "bg-ink-950/72",
  light: "bg-white/70",
  primary: "bg-linear-to-r from-brand-800/95 via-brand-800/80 to-brand-700/40",
  secondary: "bg-linear-to-r from-teal-800/95 via-ink-900/80 to-ink-900/40",
  gradient: "bg-linear-to-r from-ink-950/95 via-ink-950/70 to-brand-800/30",
  none: "",
};

type PageHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  background: ResolvedHeroBackground;
  overlay: HeroOverlay;
  firstSectionId: string;
  /** Shown beside the text when the background is the plain default (and passed only then). */
  heroImage?: ResolvedImage;
};

export function PageHero({ eyebrow, title, subtitle, background, overlay, firstSectionId, heroImage }: PageHeroProps) {
  const darkText = overlay === "light" || (background.type === "default" && overlay === "none");
  return (
    <section
      data-background={background.type}
      data-overlay={overlay}
      aria-labelledby="page-title"
      className={cn(
        "relative isolate -mt-(--header-height) overflow-hidden bg-ink-950 pt-(--header-height)",
        darkText ? "text-ink-950" : "on-dark text-white",
      )}
    >
      <div className="absolute inset-0 -z-10">
        <HeroBackgroundLayer background={background} />
        <div className={cn("absolute inset-0", overlays[overlay])} />
      </div>
      <Container
        className={cn(
          "grid min-h-[min(42rem,88svh)] items-center gap-12 py-20 sm:py-28",
          background.type === "default" && "lg:grid-cols-[1.1fr_1fr]",
        )}
      >
        <div>
          <p className={cn("text-sm font-semibold tracking-[0.16em] uppercase", darkText ? "text-brand-700" : "text-coral-300")}>
            {eyebrow}
          </p>
          <h1 id="page-title" className="mt-5 max-w-4xl text-display-lg font-semibold">
            {title}
          </h1>
          <p className={cn("mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl", darkText ? "text-ink-700" : "text-ink-100")}>{subtitle}</p>
          <ContactRow className="mt-10 flex flex-wrap gap-3">
            <ContactOpener kind="meeting" size="lg" variant={darkText ? "primary" : "light"}>
              Book a Meeting
            </ContactOpener>
            {/* A link to the first section's heading, which takes focus (it has tabindex -1): no script needed. */}
            <ButtonLink href={`#${firstSectionId}-title`} size="lg" variant={darkText ? "secondary" : "outlineLight"}>
              Learn More
              <ArrowDown aria-hidden="true" />
            </ButtonLink>
          </ContactRow>
        </div>
        {background.type === "default" && heroImage && (
          <Picture
            image={heroImage}
            sizes="(min-width: 1024px) 560px, 92vw"
            priority
            className="block overflow-hidden rounded-card border border-white shadow-lift"
            imgClassName="aspect-video object-cover"
          />
        )}
      </Container>
    </section>
  );
}
