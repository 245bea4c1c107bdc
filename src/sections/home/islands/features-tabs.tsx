import content from "../content/features.content";
import navigation from "~/components/layout/site-navigation.content";
import { FeaturesTabs } from "../features-tabs";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function FeaturesTabsIsland() {
  return <FeaturesTabs {...content} navigation={navigation} />;
}
