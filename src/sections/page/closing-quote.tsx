import Quote from "lucide-react/icons/quote";
import { Container } from "~/components/ui/container";

export function ClosingQuote({ title, content }: { title: string; content: string }) {
  return (
    <section aria-label="Our view" className="py-16 sm:py-24">
      <Container>
        <figure className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-ink-950 px-8 py-14 text-white sm:px-16">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl" />
          <Quote aria-hidden="true" className="size-10 text-coral-400" />
          <blockquote className="relative mt-6">
            <p className="font-display text-3xl font-semibold text-balance sm:text-4xl">{title}</p>
            <p className="mt-5 text-lg leading-relaxed text-ink-200">{content}</p>
          </blockquote>
        </figure>
      </Container>
    </section>
  );
}
