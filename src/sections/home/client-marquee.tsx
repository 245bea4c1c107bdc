import { Marquee } from "~/components/ui/marquee";

export const CLIENT_MARQUEE_SECONDS = 45;

/**
 * The logos are lazy so that none is fetched before the first paint (decision 018), but a lazy
 * image clipped by the strip is only fetched as it slides into view. Once the whole stylesheet
 * applies, moments after the first paint, they are all asked for at once. Self-contained: the
 * strip inlines its source after its list.
 */
export function loadLogosOnceStyled(strip: Element) {
  const load = () => {
    for (const image of strip.querySelectorAll("img")) image.loading = "eager";
  };
  const link = document.querySelector("link[data-deferred-stylesheet]");
  if (!link || (link as HTMLLinkElement).media === "all") return load();
  link.addEventListener("load", () => setTimeout(load), { once: true });
  link.addEventListener("error", () => setTimeout(load), { once: true });
}
const LOGOS_SCRIPT = `(${loadLogosOnceStyled.toString()})(document.currentScript.parentElement)`;

/** A client wordmark SVG with its intrinsic size (read at build time). */
export type ClientLogo = { name: string; src: string; width: number; height: number };

type ClientMarqueeProps = { label: string; note: string; logos: ClientLogo[] };

export function ClientMarquee({ label, note, logos }: ClientMarqueeProps) {
  return (
    <section aria-labelledby="clients-title" className="border-y border-line bg-surface-raised/70 py-10 sm:py-12">
      <h2 id="clients-title" className="container-page text-center font-sans text-sm font-medium tracking-normal text-ink-600">
        {label}
      </h2>
      <Marquee durationSeconds={CLIENT_MARQUEE_SECONDS} gap="clamp(2.5rem,5vw,4.5rem)" className="mt-8">
        {logos.map((logo) => (
          // The item holds the logo's size: the logo waits for the stylesheet (decision 018), and
          // nothing moves when it appears.
          <li key={logo.name} className="h-8 shrink-0 sm:h-9" style={{ aspectRatio: `${logo.width} / ${logo.height}` }}>
            <img
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              // Lazy: not fetched beside the fonts and the HTML; asked for once the stylesheet applies.
              loading="lazy"
              decoding="async"
              // `size-full` also marks it as held back until the stylesheet applies (critical-css.ts).
              className="size-full opacity-60 transition-opacity duration-(--duration-base) hover:opacity-100"
            />
          </li>
        ))}
      </Marquee>
      <p className="container-page mt-8 max-w-2xl text-center text-sm leading-relaxed text-ink-600">{note}</p>
      <script data-inline-script="client-logos" dangerouslySetInnerHTML={{ __html: LOGOS_SCRIPT }} />
    </section>
  );
}
