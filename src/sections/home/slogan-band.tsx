import { Marquee } from "~/components/ui/marquee";
import type { HomePageContent } from "~/content/home-page";

export const SLOGAN_MARQUEE_SECONDS = 38;

/** A four-pointed star: the band's ornament after each slogan, not an icon. */
function Star() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" className="size-6 shrink-0 fill-brand-400 sm:size-8">
      <path d="M12 0c.6 6.4 5.6 11.4 12 12-6.4.6-11.4 5.6-12 12-.6-6.4-5.6-11.4-12-12C6.4 11.4 11.4 6.4 12 0Z" />
    </svg>
  );
}

/**
 * The company's slogans in a band that scrolls sideways, every other one in coral (`.slogan` in
 * `app.css`), a star after each.
 */
export function SloganBand({ slogans }: { slogans: HomePageContent["slogans"] }) {
  return (
    <section aria-label="What we stand for" className="on-dark overflow-hidden bg-ink-950 py-10 text-white sm:py-14">
      <Marquee durationSeconds={SLOGAN_MARQUEE_SECONDS} gap="clamp(1.5rem,3vw,3rem)">
        {slogans.map((slogan) => (
          <li key={slogan} className="slogan">
            {slogan}
            <Star />
          </li>
        ))}
      </Marquee>
    </section>
  );
}
