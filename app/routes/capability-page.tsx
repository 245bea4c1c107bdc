import type { Route } from "./+types/capability-page";
import { products, services, siteNavigation } from "~/content";
import { findOr404 } from "~/content/lookup";
import { resolvePage } from "~/content/resolve";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { Island } from "~/islands/island";

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

export default function CapabilityRoute({ loaderData: { kind, page, related } }: Route.ComponentProps) {
  return <Island name="capability" props={{ kind, page, related }} />;
}
