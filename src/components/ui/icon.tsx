import type { LucideIcon } from "lucide-react";
import Brain from "lucide-react/icons/brain";
import Cloud from "lucide-react/icons/cloud";
import Database from "lucide-react/icons/database";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Hotel from "lucide-react/icons/hotel";
import InfinityIcon from "lucide-react/icons/infinity";
import Landmark from "lucide-react/icons/landmark";
import Layers from "lucide-react/icons/layers";
import MonitorPlay from "lucide-react/icons/monitor-play";
import Network from "lucide-react/icons/network";
import PenTool from "lucide-react/icons/pen-tool";
import RadioTower from "lucide-react/icons/radio-tower";
import RefreshCw from "lucide-react/icons/refresh-cw";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sprout from "lucide-react/icons/sprout";
import Stethoscope from "lucide-react/icons/stethoscope";
import type { PageIcon } from "~/lib/icon-names";

/** Every icon a page, menu item or capability may name, imported one by one to keep bundles small. */
const icons: Record<PageIcon, LucideIcon> = {
  layers: Layers,
  database: Database,
  cloud: Cloud,
  infinity: InfinityIcon,
  brain: Brain,
  "refresh-cw": RefreshCw,
  "pen-tool": PenTool,
  network: Network,
  landmark: Landmark,
  "graduation-cap": GraduationCap,
  hotel: Hotel,
  "monitor-play": MonitorPlay,
  sprout: Sprout,
  "radio-tower": RadioTower,
  "shopping-bag": ShoppingBag,
  stethoscope: Stethoscope,
};

export function Icon({ name, className }: { name: PageIcon; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
