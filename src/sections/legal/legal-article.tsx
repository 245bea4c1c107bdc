import { Container } from "~/components/ui/container";
import type { LegalPage } from "~/content/schema";
import { withSettings } from "./settings";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A legal page (privacy, terms, security): its sections with a table of contents. */
export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article className="pb-24">
      <header className="border-b border-line bg-surface-raised py-16 sm:py-20">
        <Container className="max-w-3xl">
          <h1 className="text-display-lg font-semibold">{page.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{page.subtitle}</p>
          <p className="mt-6 text-sm text-ink-600">
            Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
          </p>
        </Container>
      </header>
      <Container className="max-w-3xl">
        <nav aria-label="On this page" className="mt-12 rounded-card border border-line bg-surface-raised p-6">
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">On this page</h2>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-[1.0625rem] leading-[1.75] text-ink-700">
                {withSettings(paragraph)}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 grid list-disc gap-2 pl-6 text-[1.0625rem] leading-[1.7] text-ink-700 marker:text-brand-600">
                {section.list.map((item) => (
                  <li key={item}>{withSettings(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Container>
    </article>
  );
}
