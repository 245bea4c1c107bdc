import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";

type CaseHeroProps = { industry: string; client: string; title: string; subtitle: string; image: ResolvedImage };

export function CaseHero({ industry, client, title, subtitle, image }: CaseHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark relative isolate -mt-(--header-height) overflow-hidden bg-ink-950 pt-(--header-height) text-white"
    >
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-coral-300 uppercase">Case study · {industry}</p>
          <h1 id="page-title" className="mt-5 text-display-lg font-semibold">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200 sm:text-xl">{subtitle}</p>
          <p className="mt-8 inline-flex rounded-pill border border-white/15 bg-white/5 px-4 py-2 text-sm text-ink-100">Client: {client}</p>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-10 -z-10 rounded-full bg-brand-600/30 blur-3xl" />
          <Picture
            image={image}
            sizes="(min-width: 1024px) 600px, 92vw"
            priority
            className="block overflow-hidden rounded-card border border-white/10 shadow-lift"
            imgClassName="aspect-video object-cover"
          />
        </div>
      </Container>
    </section>
  );
}
