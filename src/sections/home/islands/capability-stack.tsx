import content from "../content/capabilities.content";
import navigation from "~/components/layout/site-navigation.content";
import { CapabilityStack } from "../capability-stack";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function CapabilityStackIsland() {
  return <CapabilityStack {...content} capabilities={navigation.capabilities} />;
}
