import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Award from "lucide-react/icons/award";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Cpu from "lucide-react/icons/cpu";
import Globe from "lucide-react/icons/globe";
import Handshake from "lucide-react/icons/handshake";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Package from "lucide-react/icons/package";
import Users from "lucide-react/icons/users";
import type { StatIcon as StatIconName } from "~/lib/icon-names";

/** The statistics panel's icons, apart from the page icons so that only the panel loads them. */
const icons: Record<StatIconName, LucideIcon> = {
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

export function StatIcon({ name, className }: { name: StatIconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
