import ArrowDown from "lucide-react/icons/arrow-down";
import Pause from "lucide-react/icons/pause";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HomePageContent } from "~/content/home-page";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";

export const FEATURES_SECTION_ID = "features";

/**
 * The home page's first screen, drawn at build time. Its word rotates and "Explore" scrolls by the
 * few lines of `HERO_SCRIPT` (./hero-script.ts), which the page inlines after it.
 */
export function HomeHero({ hero }: { hero: HomePageContent["hero"] }) {
  const [first] = hero.rotatingWords;
  const longest = hero.rotatingWords.reduce((a, b) => (b.length > a.length ? b : a));
  return (
    // A soft glow and a faded grid behind it, drawn by its pseudo-elements.
    <section
      data-hero
      aria-labelledby="page-title"
      className="relative isolate -mt-(--header-height) overflow-hidden pt-(--header-height) before:absolute before:inset-0 before:-z-10 before:bg-[radial-gradient(ellipse_at_75%_10%,var(--color-brand-100),transparent_55%),radial-gradient(ellipse_at_5%_90%,#ffe2d6,transparent_45%)] before:content-[''] after:absolute after:inset-0 after:-z-10 after:bg-[linear-gradient(var(--color-line)_1px,transparent_1px),linear-gradient(90deg,var(--color-line)_1px,transparent_1px)] after:bg-[size:56px_56px] after:opacity-70 after:[mask-image:radial-gradient(ellipse_at_60%_30%,black,transparent_70%)] after:content-['']"
    >
      <Container className="flex min-h-[min(46rem,92svh)] flex-col justify-center py-20 sm:py-28">
        <p className="inline-flex items-center gap-2 self-start rounded-pill border border-line bg-surface-raised/80 px-4 py-1.5 text-sm font-medium text-ink-700 shadow-soft before:size-2 before:rounded-full before:bg-teal-600 before:content-['']">
          {hero.eyebrow}
        </p>
        <h1 id="page-title" className="mt-8 max-w-5xl text-display-xl font-semibold">
          <span className="sr-only">{hero.accessibleHeadline}</span>
          <span aria-hidden="true">
            {hero.lead}{" "}
            <span className="relative inline-grid align-bottom">
              <span className="invisible col-start-1 row-start-1">{longest}</span>
              <span
                data-rotating-word
                data-words={JSON.stringify(hero.rotatingWords)}
                data-testid="rotating-word"
                className="col-start-1 row-start-1 bg-linear-to-r from-brand-600 via-brand-500 to-coral-700 bg-clip-text text-transparent"
              >
                {first}
              </span>
            </span>{" "}
            {hero.tail}
          </span>
        </h1>
        {/* Shown by the hero's script once the word can move; pressed, the word stands still. */}
        <button
          type="button"
          data-rotation-toggle
          hidden
          aria-pressed="false"
          className="mt-4 -ml-3 inline-flex min-h-8 items-center gap-1.5 self-start rounded-pill px-3 text-sm font-medium text-ink-600 hover:bg-surface-raised hover:text-ink-900 aria-pressed:bg-surface-raised aria-pressed:text-ink-900"
        >
          <Pause aria-hidden="true" className="size-3.5" />
          Pause the moving word
        </button>
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-ink-600 sm:text-xl">{hero.subtitle}</p>
        <ContactRow className="mt-10 flex flex-wrap gap-3">
          <ContactOpener kind="meeting" size="lg">
            Book a meeting
          </ContactOpener>
          <ButtonLink href={`#${FEATURES_SECTION_ID}`} data-scroll-to={FEATURES_SECTION_ID} size="lg" variant="secondary">
            Explore
            <ArrowDown aria-hidden="true" />
          </ButtonLink>
        </ContactRow>
      </Container>
    </section>
  );
}
