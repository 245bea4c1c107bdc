import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { Container } from "~/components/ui/container";
import type { HomePageContent } from "~/content/home-page";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";

export function CtaBand({ cta }: { cta: HomePageContent["ctaBand"] }) {
  return (
    <section aria-labelledby="cta-title" className="bg-surface py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-surface-raised px-6 py-14 text-center shadow-lift ring-1 ring-line sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_15%_0%,var(--color-brand-100),transparent_55%),radial-gradient(ellipse_at_90%_100%,#ffe2d6,transparent_50%)]"
          />
          <h2 id="cta-title" className="mx-auto max-w-3xl text-display-lg font-semibold">
            {cta.title}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">{cta.text}</p>
          <ContactRow className="mt-10 flex flex-wrap justify-center gap-3">
            <ContactOpener kind="meeting" size="lg">
              Book a Meeting
              <ArrowRight aria-hidden="true" />
            </ContactOpener>
            <ContactOpener kind="connect" size="lg" variant="secondary">
              <Phone aria-hidden="true" />
              Connect
            </ContactOpener>
          </ContactRow>
          <p className="mt-8 text-ink-600">
            Or first read{" "}
            <a href={paths.howWeWork} className="underline">
              how we work
            </a>{" "}
            and{" "}
            <a href={paths.about} className="underline">
              who we are
            </a>
            .
          </p>
        </div>
      </Container>
    </section>
  );
}
