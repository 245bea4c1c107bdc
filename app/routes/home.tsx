import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";
import { homePageContent } from "~/content/home-page";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { FeaturesTabs } from "~/sections/home/features-tabs";
import { HomeHero } from "~/sections/home/home-hero";

export function loader() {
  return homePageContent();
}

export const meta: Route.MetaFunction = () => pageMeta({ title: site.name, description: site.description, path: paths.home });

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <HomeHero hero={loaderData.hero} />
      {root && <FeaturesTabs intro={loaderData.featuresSection} navigation={root.navigation} />}
    </>
  );
}
