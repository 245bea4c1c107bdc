import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import type { HowWeWorkContent } from "~/content/schema";
import { paths } from "~/lib/paths";
import { BulletList, CompanyHeader, CompanyNextSteps, CompanySection, Paragraphs } from "./company-parts";

/** `/how-we-work`: engagement models, the first fortnight, ownership, support, data and reporting. */
export function HowWeWorkPage({ content }: { content: HowWeWorkContent }) {
  const { models, firstTwoWeeks, sections } = content;
  return (
    <article className="pb-24">
      <CompanyHeader eyebrow="Working with us" title={content.title} subtitle={content.subtitle}>
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {[{ id: "models", heading: models.heading }, { id: "first-two-weeks", heading: firstTwoWeeks.heading }, ...sections].map(
              (section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex rounded-pill border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {section.heading}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </CompanyHeader>
      <Container className="max-w-5xl">
        <CompanySection id="models" heading={models.heading}>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-600">{models.text}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {models.items.map((model) => (
              <li key={model.id} id={model.id}>
                <Card className="h-full">
                  <div className="flex flex-1 flex-col gap-4 p-6">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <CardTitle>{model.name}</CardTitle>
                      <Badge variant="brand">{model.length}</Badge>
                    </div>
                    <dl className="grid gap-3">
                      <div>
                        <dt className="text-sm font-semibold text-ink-900">When it fits</dt>
                        <dd className="mt-1 leading-relaxed text-ink-700">{model.fits}</dd>
                      </div>
                      <div>
                        <dt className="text-sm font-semibold text-ink-900">How it is priced</dt>
                        <dd className="mt-1 leading-relaxed text-ink-700">{model.pricing}</dd>
                      </div>
                      <div>
                        <dt className="text-sm font-semibold text-ink-900">Indicative price</dt>
                        <dd className="mt-1 leading-relaxed text-ink-700">{model.rate}</dd>
                      </div>
                    </dl>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </CompanySection>

        <CompanySection id="first-two-weeks" heading={firstTwoWeeks.heading}>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-600">{firstTwoWeeks.text}</p>
          <ol className="mt-8 grid max-w-3xl gap-0 border-l-2 border-brand-100 pl-6">
            {firstTwoWeeks.steps.map((step) => (
              <li key={step.when} className="relative pb-6 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600 ring-4 ring-surface"
                />
                <p className="font-semibold text-ink-900">{step.when}</p>
                <p className="mt-1 leading-relaxed text-ink-700">{step.what}</p>
              </li>
            ))}
          </ol>
        </CompanySection>

        {sections.map((section) => (
          <CompanySection key={section.id} id={section.id} heading={section.heading}>
            <Paragraphs paragraphs={section.paragraphs} />
            {section.list && <BulletList items={section.list} />}
            {section.link && (
              <p className="mt-4">
                <a href={section.link.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {section.link.label}
                </a>
              </p>
            )}
          </CompanySection>
        ))}

        <CompanyNextSteps sibling={{ href: paths.about, label: "About Kovira Labs" }} />
      </Container>
    </article>
  );
}
