import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type * as React from "react";
import { Icon } from "~/components/ui/icon";
import type { HomePageContent } from "~/content/home-page";
import type { PageIcon } from "~/content/schema";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

type Tile = HomePageContent["capabilityTiles"][number];

type CapabilityCardProps = Omit<React.ComponentProps<"a">, "href"> & {
  tile: Tile;
  icon?: PageIcon;
  position: number;
  total: number;
};

/**
 * A capability as a tall card of the stack, in one of eight tones (`data-tone`: the accent gradient
 * of its top edge, glow and icon chip, and its text colour, as `--tone-*` variables in `app.css`);
 * the edge and the glow are the card's pseudo-elements, the icon is its own chip and the count
 * sits in the card's corner, level with the icon's middle.
 */
export function CapabilityCard({ tile, icon, position, total, className, ...props }: CapabilityCardProps) {
  const titleId = `capability-${tile.capability.id}`;
  const count = (value: number) => String(value).padStart(2, "0");
  return (
    <a
      href={paths.capability(tile.capability.id)}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-blurb`}
      data-tone={tile.tone}
      className={cn(
        "group capability-card relative flex h-full min-h-[21rem] flex-col overflow-hidden rounded-[1.5rem] bg-surface-raised p-6 pt-8 text-ink-900 shadow-lift ring-1 ring-ink-950/5 sm:min-h-[24rem] sm:p-10 motion-reduce:min-h-0 sm:motion-reduce:p-8 before:absolute before:inset-x-0 before:top-0 before:h-2.5 before:bg-linear-to-r before:from-(--tone-from) before:to-(--tone-to) before:content-[''] after:absolute after:-top-24 after:-right-24 after:size-64 after:rounded-full after:bg-linear-to-br after:from-(--tone-from) after:to-(--tone-to) after:opacity-20 after:blur-2xl after:content-['']",
        className,
      )}
      {...props}
    >
      {icon ? (
        <Icon
          name={icon}
          className="box-content size-6 rounded-2xl bg-linear-to-br from-(--tone-from) to-(--tone-to) p-3 text-white shadow-soft"
        />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute top-[2.875rem] right-6 font-display text-sm font-semibold text-(--tone-text) tabular-nums sm:top-[3.375rem] sm:right-10 sm:motion-reduce:top-[2.875rem] sm:motion-reduce:right-8"
      >{`${count(position)} / ${count(total)}`}</span>
      <h3 id={titleId} className="mt-auto pt-10 text-2xl font-semibold sm:text-4xl motion-reduce:pt-6 sm:motion-reduce:text-2xl">
        {tile.name}
      </h3>
      <p id={`${titleId}-blurb`} className="mt-4 max-w-xl leading-relaxed text-ink-600 sm:text-lg sm:motion-reduce:text-base">
        {tile.blurb}
      </p>
      <span aria-hidden="true" className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-(--tone-text)">
        Explore the capability
        <ArrowUpRight className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
      </span>
    </a>
  );
}
