import ArrowDown from "lucide-react/icons/arrow-down";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HomePageContent } from "~/content/home-page";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { cn } from "~/lib/cn";
import { scrollToSection } from "~/lib/scroll-to-section";
import { useRotatingWord } from "~/lib/use-rotating-word";

export const FEATURES_SECTION_ID = "features";

export function HomeHero({ hero }: { hero: HomePageContent["hero"] }) {
  const word = useRotatingWord(hero.rotatingWords);
  const longest = hero.rotatingWords.reduce((a, b) => (b.length > a.length ? b : a));
  return (
    <section aria-labelledby="page-title" className="home-hero">
      <Container className="flex min-h-[min(46rem,92svh)] flex-col justify-center py-20 sm:py-28">
        <p className="home-hero-eyebrow">{hero.eyebrow}</p>
        <h1 id="page-title" className="mt-8 max-w-5xl text-display-xl font-semibold">
          <span className="sr-only">{hero.accessibleHeadline}</span>
          <span aria-hidden="true">
            {hero.lead}{" "}
            <span className="relative inline-grid align-bottom">
              <span className="invisible col-start-1 row-start-1">{longest}</span>
              <span
                key={word}
                data-testid="rotating-word"
                className={cn(
                  "col-start-1 row-start-1 bg-linear-to-r from-brand-600 via-brand-500 to-coral-500 bg-clip-text text-transparent",
                  word !== hero.rotatingWords[0] && "animate-[word-in_600ms_var(--ease-out-quint)]",
                )}
              >
                {word}
              </span>
            </span>{" "}
            {hero.tail}
          </span>
        </h1>
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-ink-600 sm:text-xl">{hero.subtitle}</p>
        <ContactRow className="mt-10 flex flex-wrap gap-3">
          <ContactOpener kind="meeting" size="lg">
            Book a meeting
          </ContactOpener>
          <Button size="lg" variant="secondary" onClick={() => scrollToSection(FEATURES_SECTION_ID)}>
            Explore
            <ArrowDown aria-hidden="true" />
          </Button>
        </ContactRow>
      </Container>
    </section>
  );
}
