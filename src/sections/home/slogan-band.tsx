import { Marquee } from "~/components/ui/marquee";
import type { HomePageContent } from "~/content/home-page";

export const SLOGAN_MARQUEE_SECONDS = 38;

export function SloganBand({ slogans }: { slogans: HomePageContent["slogans"] }) {
  return (
    <section aria-label="What we stand for" className="on-dark overflow-hidden bg-ink-950 py-10 text-white sm:py-14">
      <Marquee durationSeconds={SLOGAN_MARQUEE_SECONDS} gap="clamp(1.5rem,3vw,3rem)">
        {slogans.map((slogan, index) => (
          <li key={slogan} className="flex shrink-0 items-center gap-(--marquee-gap)">
            <span
              className={
                index % 2 === 0
                  ? "font-display text-4xl font-semibold tracking-tight sm:text-6xl"
                  : "font-display text-4xl font-semibold tracking-tight text-coral-400 sm:text-6xl"
              }
            >
              {slogan}
            </span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-brand-400 sm:size-8">
              <path
                fill="currentColor"
                d="M12 0c.6 6.4 5.6 11.4 12 12-6.4.6-11.4 5.6-12 12-.6-6.4-5.6-11.4-12-12C6.4 11.4 11.4 6.4 12 0Z"
              />
            </svg>
          </li>
        ))}
      </Marquee>
    </section>
  );
}
