import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type * as React from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { HomePageContent } from "~/content/home-page";
import type { PageIcon } from "~/content/schema";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

type Tile = HomePageContent["capabilityTiles"][number];

/** Each tile tone as an accent gradient (icon chip, glow) and a readable text colour on white. */
const tones: Record<Tile["tone"], { accent: string; text: string }> = {
  indigo: { accent: "from-indigo-500 to-brand-600", text: "text-indigo-700" },
  teal: { accent: "from-teal-400 to-teal-600", text: "text-teal-800" },
  amber: { accent: "from-amber-300 to-orange-500", text: "text-amber-800" },
  rose: { accent: "from-rose-400 to-rose-600", text: "text-rose-700" },
  sky: { accent: "from-sky-400 to-blue-600", text: "text-sky-800" },
  violet: { accent: "from-violet-400 to-violet-700", text: "text-violet-700" },
  emerald: { accent: "from-emerald-400 to-emerald-700", text: "text-emerald-800" },
  orange: { accent: "from-coral-400 to-coral-700", text: "text-coral-700" },
};

type CapabilityCardProps = Omit<React.ComponentProps<typeof Link>, "to"> & {
  tile: Tile;
  icon?: PageIcon;
  position: number;
  total: number;
};

export function CapabilityCard({ tile, icon, position, total, className, ...props }: CapabilityCardProps) {
  const tone = tones[tile.tone];
  const titleId = `capability-${tile.product}`;
  return (
    <Link
      to={paths.product(tile.product)}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-blurb`}
      className={cn(
        "group relative flex h-full min-h-[21rem] flex-col overflow-hidden rounded-[1.5rem] bg-surface-raised p-6 pt-8 text-ink-900 shadow-lift ring-1 ring-ink-950/5 sm:min-h-[24rem] sm:p-10 motion-reduce:min-h-0 sm:motion-reduce:p-8",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-2.5 bg-linear-to-r", tone.accent)} />
      <span
        aria-hidden="true"
        className={cn("absolute -top-24 -right-24 size-64 rounded-full bg-linear-to-br opacity-20 blur-2xl", tone.accent)}
      />
      <span className="flex items-center justify-between gap-4">
        <span
          aria-hidden="true"
          className={cn("grid size-12 place-items-center rounded-2xl bg-linear-to-br text-white shadow-soft", tone.accent)}
        >
          {icon ? <Icon name={icon} className="size-6" /> : null}
        </span>
        <span aria-hidden="true" className={cn("font-display text-sm font-semibold tabular-nums", tone.text)}>
          {String(position).padStart(2, "0")} / {String(total).padStart(2, "0")}
        </span>
      </span>
      <h3 id={titleId} className="mt-auto pt-10 text-2xl font-semibold sm:text-4xl motion-reduce:pt-6 sm:motion-reduce:text-2xl">
        {tile.name}
      </h3>
      <p id={`${titleId}-blurb`} className="mt-4 max-w-xl leading-relaxed text-ink-600 sm:text-lg sm:motion-reduce:text-base">
        {tile.blurb}
      </p>
      <span aria-hidden="true" className={cn("mt-8 inline-flex items-center gap-1.5 text-sm font-semibold", tone.text)}>
        Explore the capability
        <ArrowUpRight className="size-4 transition-transform duration-(--duration-base) group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
      </span>
    </Link>
  );
}
