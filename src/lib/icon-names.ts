/*
 * The icons content may name: a capability or industry page's (menus, tiles, heroes) and a home
 * statistic's. The content schemas accept these names; the UI draws each with lucide-react
 * (src/components/ui/icon.tsx, stat-icon.tsx).
 */

export const PAGE_ICONS = [
  "layers",
  "database",
  "cloud",
  "infinity",
  "brain",
  "refresh-cw",
  "pen-tool",
  "network",
  "landmark",
  "graduation-cap",
  "hotel",
  "monitor-play",
  "sprout",
  "radio-tower",
  "shopping-bag",
  "stethoscope",
] as const;

export type PageIcon = (typeof PAGE_ICONS)[number];

export const STAT_ICONS = [
  "calendar-clock",
  "users",
  "monitor-smartphone",
  "package",
  "award",
  "globe",
  "handshake",
  "cpu",
  "activity",
] as const;

export type StatIcon = (typeof STAT_ICONS)[number];
