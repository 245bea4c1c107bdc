import { Marquee } from "~/components/ui/marquee";

export const CLIENT_MARQUEE_SECONDS = 45;

/** A client wordmark SVG with its intrinsic size (read at build time). */
export type ClientLogo = { name: string; src: string; width: number; height: number };

type ClientMarqueeProps = { label: string; logos: ClientLogo[] };

export function ClientMarquee({ label, logos }: ClientMarqueeProps) {
  return (
    <section aria-labelledby="clients-title" className="border-y border-line bg-surface-raised/70 py-10 sm:py-12">
      <h2 id="clients-title" className="container-page text-center font-sans text-sm font-medium tracking-normal text-ink-600">
        {label}
      </h2>
      <Marquee durationSeconds={CLIENT_MARQUEE_SECONDS} gap="clamp(2.5rem,5vw,4.5rem)" className="mt-8">
        {logos.map((logo) => (
          <li key={logo.name} className="shrink-0">
            <img
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              // Low priority, not lazy: the marquee slides them in sideways, where lazy images pop in late.
              fetchPriority="low"
              decoding="async"
              className="h-8 w-auto opacity-60 transition-opacity duration-(--duration-base) hover:opacity-100 sm:h-9"
            />
          </li>
        ))}
      </Marquee>
    </section>
  );
}
