import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";
import { homePageContent } from "~/content/home-page";
import { site } from "~/content/site";
import { organizationJsonLd, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { clientLogos, withSignatures } from "~/sections/home/svg-assets.server";
import { Island } from "~/islands/island";

export function loader() {
  const content = homePageContent();
  return { ...content, clientLogos: clientLogos(content.clients), teamMembers: withSignatures(content.teamMembers) };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: site.name, description: site.description, path: paths.home }),
  organizationJsonLd(),
];

export default function Home({ loaderData: content }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root && <Island name="home" props={{ content, navigation: root.navigation }} />;
}
