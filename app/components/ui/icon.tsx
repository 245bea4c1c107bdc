import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Award from "lucide-react/icons/award";
import Brain from "lucide-react/icons/brain";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Cloud from "lucide-react/icons/cloud";
import Cpu from "lucide-react/icons/cpu";
import Database from "lucide-react/icons/database";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Handshake from "lucide-react/icons/handshake";
import Hotel from "lucide-react/icons/hotel";
import InfinityIcon from "lucide-react/icons/infinity";
import Landmark from "lucide-react/icons/landmark";
import Layers from "lucide-react/icons/layers";
import MonitorPlay from "lucide-react/icons/monitor-play";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Network from "lucide-react/icons/network";
import Package from "lucide-react/icons/package";
import PenTool from "lucide-react/icons/pen-tool";
import RadioTower from "lucide-react/icons/radio-tower";
import RefreshCw from "lucide-react/icons/refresh-cw";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sprout from "lucide-react/icons/sprout";
import Stethoscope from "lucide-react/icons/stethoscope";
import Users from "lucide-react/icons/users";
import type { PageIcon } from "~/content/schema";
import type { STAT_ICONS } from "~/content/schema";

type IconName = PageIcon | (typeof STAT_ICONS)[number];

/** Every icon content may name, imported one by one to keep bundles small. */
const icons: Record<IconName, LucideIcon> = {
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
  "calendar-clock": CalendarClock,
  users: Users,
  "monitor-smartphone": MonitorSmartphone,
  package: Package,
  award: Award,
  globe: Globe,
  handshake: Handshake,
  cpu: Cpu,
  activity: Activity,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
