import ArrowRight from "lucide-react/icons/arrow-right";
import { Container } from "~/components/ui/container";
import type { NavLink } from "~/content";
import { caseReferencesLine } from "~/content/case-browse";
import { ReferencesLine } from "./references-line";
import { ContactOpener } from "~/features/contact/contact-opener";

/** `namedClients`: the named clients the case study is about (`namedClientsOf`), or none. */
export function NextCase({ next, namedClients }: { next: NavLink; namedClients: readonly string[] }) {
  return (
    <section aria-label="What next" className="pb-20 sm:pb-28">
      <Container className="grid gap-4 lg:grid-cols-[1.3fr_1fr]">
        <a href={next.href} className="group on-dark relative overflow-hidden rounded-[2rem] bg-ink-950 p-8 text-white sm:p-12">
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-20 size-64 rounded-full bg-brand-600/50 blur-3xl transition-transform duration-700 group-hover:scale-125"
          />
          <span className="relative text-sm font-semibold tracking-[0.16em] text-coral-300 uppercase">Next case study</span>
          <span className="relative mt-4 block font-display text-3xl font-semibold sm:text-4xl">{next.title}</span>
          <span className="relative mt-3 block max-w-md text-ink-200">{next.description}</span>
          <span className="relative mt-8 inline-flex items-center gap-2 font-semibold">
            Read the story
            <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" />
          </span>
        </a>
        <div className="flex flex-col justify-between gap-8 rounded-[2rem] bg-brand-50 p-8 sm:p-12">
          <div>
            <h2 className="text-3xl font-semibold">Have a similar problem?</h2>
            <p className="mt-3 text-ink-600">
              Leave your name and number or, from outside India, use Book a Meeting at the top of the page. Sent from this page, the form tells us which case study
              you were reading, and we bring in someone who worked on it. If your mail program opens instead, name the case study in your
              message.
            </p>
            <ReferencesLine line={caseReferencesLine(namedClients)} className="mt-3 text-sm text-ink-600" />
          </div>
          <ContactOpener kind="connect" size="lg" className="self-start">
            Connect
          </ContactOpener>
        </div>
      </Container>
    </section>
  );
}
