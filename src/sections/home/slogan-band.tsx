import { Marquee } from "~/components/ui/marquee";
import type { HomePageContent } from "~/content/home-page";

export const SLOGAN_MARQUEE_SECONDS = 38;

/**
 * The company's slogans in a band that scrolls sideways, every other one in coral, a four-pointed
 * star after each (`.slogan` in `app.css`, drawn by its `::after`).
 */
export function SloganBand({ slogans }: { slogans: HomePageContent["slogans"] }) {
  return (
    <section aria-label="What we stand for" className="on-dark overflow-hidden bg-ink-950 py-10 text-white sm:py-14">
      <Marquee durationSeconds={SLOGAN_MARQUEE_SECONDS} gap="clamp(1.5rem,3vw,3rem)">
        {slogans.map((slogan) => (
          <li key={slogan} className="slogan">
            {slogan}
          </li>
        ))}
      </Marquee>
    </section>
  );
}
