import content from "virtual:home/features";
import navigation from "virtual:site-navigation";
import { FeaturesTabs } from "../features-tabs";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function FeaturesTabsIsland() {
  return <FeaturesTabs {...content} navigation={navigation} />;
}
