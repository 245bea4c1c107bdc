import type { loader } from "~/routes/capability-page";
import { ClosingQuote } from "~/sections/page/closing-quote";
import { FeatureSection } from "~/sections/page/feature-section";
import { GetStarted } from "~/sections/page/get-started";
import { PageHero } from "~/sections/page/page-hero";
import { RelatedLinks } from "~/sections/page/related-links";

export type CapabilityPageProps = Omit<ReturnType<typeof loader>, "path">;

/** A capability (product) or industry (service) page, hydrated as one island. */
export function CapabilityPage({ kind, page, related }: CapabilityPageProps) {
  const firstSectionId = page.sections[0]!.id;
  return (
    <>
      <PageHero
        eyebrow={kind === "product" ? "Capability" : "Industry"}
        title={page.title}
        subtitle={page.subtitle}
        background={page.heroBackground}
        overlay={page.heroOverlay}
        firstSectionId={firstSectionId}
        heroImage={page.heroImage}
      />
      {page.sections.map((section, index) => (
        <FeatureSection key={section.id} section={section} index={index} />
      ))}
      {page.blockquote && <ClosingQuote {...page.blockquote} />}
      <GetStarted firstSectionId={firstSectionId} />
      <RelatedLinks title={kind === "product" ? "More capabilities" : "More industries we serve"} links={related} />
    </>
  );
}
