import type { Route } from "./+types/capability-page";
import { products, services, siteNavigation } from "~/content";
import { findOr404 } from "~/content/lookup";
import { resolvePage } from "~/content/resolve";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { Island } from "~/islands/island";
import { ClosingQuote } from "~/sections/page/closing-quote";
import { FeatureSection } from "~/sections/page/feature-section";
import { RelatedLinks } from "~/sections/page/related-links";

const RELATED_COUNT = 3;

export function loader({ params, request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/products/") ? "product" : "service";
  const page = findOr404(kind === "product" ? products : services, params.slug);
  const siblings = siteNavigation()[kind === "product" ? "products" : "services"];
  const path = kind === "product" ? paths.product(page.slug) : paths.service(page.slug);
  const position = siblings.findIndex((link) => link.href === path);
  const related = Array.from({ length: RELATED_COUNT }, (_, i) => siblings[(position + i + 1) % siblings.length]!);
  return { kind, path, page: resolvePage(page), related };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page, path, kind } = loaderData;
  return [
    ...pageMeta({ title: page.title, description: page.metaDescription, path }),
    breadcrumbJsonLd([
      { name: kind === "product" ? "Capabilities" : "Industries", path: "/#features" },
      { name: page.title, path },
    ]),
  ];
};

export default function CapabilityPage({ loaderData }: Route.ComponentProps) {
  const { kind, page, related } = loaderData;
  const firstSectionId = page.sections[0]!.id;
  return (
    <>
      <Island
        name="page-hero"
        props={{
          eyebrow: kind === "product" ? "Capability" : "Industry",
          title: page.title,
          subtitle: page.subtitle,
          background: page.heroBackground,
          overlay: page.heroOverlay,
          firstSectionId,
          heroImage: page.heroImage,
        }}
      />
      {page.sections.map((section, index) => (
        <FeatureSection key={section.id} section={section} index={index} />
      ))}
      {page.blockquote && <ClosingQuote {...page.blockquote} />}
      <Island name="get-started" props={{ firstSectionId }} />
      <RelatedLinks title={kind === "product" ? "More capabilities" : "More industries we serve"} links={related} />
    </>
  );
}
