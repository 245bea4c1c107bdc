import type * as React from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { HomePageContent } from "~/content/home-page";
import type { PageIcon } from "~/content/schema";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

type Tile = HomePageContent["capabilityTiles"][number];

type CapabilityCardProps = Omit<React.ComponentProps<typeof Link>, "to"> & {
  tile: Tile;
  icon?: PageIcon;
  position: number;
  total: number;
};

/**
 * A capability as a tall card of the stack. Its parts and its eight tones (`data-tone`: the accent
 * gradient of its top edge, glow and icon chip, and its text colour) are in `app.css`
 * (`.capability-card`); the edge, the glow and the arrow are drawn by pseudo-elements, the icon is
 * its own chip and the count sits in the corner, so the card's parts are all its children.
 */
export function CapabilityCard({ tile, icon, position, total, className, ...props }: CapabilityCardProps) {
  const titleId = `capability-${tile.product}`;
  const count = (value: number) => String(value).padStart(2, "0");
  return (
    <Link
      to={paths.product(tile.product)}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-blurb`}
      data-tone={tile.tone}
      className={cn("group capability-card", className)}
      {...props}
    >
      {icon ? <Icon name={icon} /> : null}
      <span aria-hidden="true">{`${count(position)} / ${count(total)}`}</span>
      <h3 id={titleId}>{tile.name}</h3>
      <p id={`${titleId}-blurb`}>{tile.blurb}</p>
      <span aria-hidden="true">Explore the capability</span>
    </Link>
  );
}
