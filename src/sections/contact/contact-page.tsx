import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { fullAddress, site } from "~/content/site";
import { workingDays } from "~/features/contact/meeting-time";
import { paths } from "~/lib/paths";

type ContactPageProps = {
  title: string;
  description: string;
  /** What happens after the visitor sends the form, in two or three short steps. */
  nextSteps: string[];
  /** For the Connect page: where a visitor whose number is not Indian goes instead. */
  abroad?: boolean;
  /** The form itself (an island). */
  children: ReactNode;
};

/**
 * A contact form's own page: the form beside the other ways to reach us. Without JavaScript the
 * form cannot send through the email service, so the page says so and offers email and phone.
 */
export function ContactPage({ title, description, nextSteps, abroad = false, children }: ContactPageProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden py-16 sm:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,var(--color-brand-100),transparent_55%),radial-gradient(ellipse_at_0%_100%,#ffe2d6,transparent_45%)]"
      />
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:grid-rows-[auto_1fr] lg:gap-x-20 lg:gap-y-12">
        {/* On a phone the form comes right after the heading: it is what the visitor came for. */}
        <div className="max-w-xl lg:col-start-1">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">Contact</p>
          <h1 id="page-title" className="mt-4 text-display-lg font-semibold">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{description}</p>
        </div>
        <div className="self-start rounded-[1.75rem] border border-line bg-surface-raised p-6 shadow-lift sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="font-sans text-lg font-semibold">Your details</h2>
          <noscript>
            <p className="mt-3 rounded-xl bg-coral-400/15 p-4 text-sm leading-relaxed text-ink-800">
              This form sends through your browser&rsquo;s JavaScript, which is switched off. Submitting it opens your email program with
              the details filled in, and they reach us as an ordinary email, not through this website&rsquo;s server; or write to <a href={`mailto:${site.email}`}>{site.email}</a> or call {site.phone.display}.
            </p>
          </noscript>
          {children}
        </div>
        <div className="max-w-xl lg:col-start-1">
          <h2 className="sr-only">What happens next</h2>
          <ol className="grid gap-5">
            {nextSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 font-display text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-ink-700">{step}</span>
              </li>
            ))}
          </ol>
          {abroad && (
            <p className="mt-6 text-ink-700">
              Calling from outside India? This form takes a 10-digit Indian number, so use{" "}
              <a href={paths.bookMeeting} className="font-medium text-brand-700 underline underline-offset-4">
                Book a Meeting
              </a>{" "}
              to pick a time on your own clock within our meeting hours, or write to{" "}
              <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-4">
                {site.email}
              </a>{" "}
              if those hours fall in your night.
            </p>
          )}
          <div className="mt-12 rounded-card border border-line bg-surface-raised/80 p-6 shadow-soft">
            <h2 className="font-sans text-base font-semibold">Prefer email or a call?</h2>
            <ul className="mt-4 grid gap-3 text-ink-700">
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 text-brand-600" />
                <a href={`mailto:${site.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-brand-600" />
                <a href={site.phone.href} className="text-brand-700 underline-offset-4 hover:underline">
                  {site.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-5 text-brand-600" />
                {workingDays(site.meetings)}, {site.meetings.start} to {site.meetings.end} IST
              </li>
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {fullAddress}
              </li>
            </ul>
          </div>
          <p className="mt-8 leading-relaxed text-ink-700">
            Want to know who you would be talking to first? Read{" "}
            <a href={paths.about} className="font-semibold text-brand-700 underline underline-offset-4">
              about the company
            </a>{" "}
            and{" "}
            <a href={paths.howWeWork} className="font-semibold text-brand-700 underline underline-offset-4">
              how we work with clients
            </a>
            .
          </p>
        </div>
      </Container>
    </section>
  );
}
