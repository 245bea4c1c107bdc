import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { NavLink } from "~/content";
import type { HomePageContent } from "~/content/home-page";
import { paths } from "~/lib/paths";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { STACK_OFFSET_PX, STACK_ROTATION_MS, stackDepth, stackTransform, useStackedCards } from "~/lib/use-stacked-cards";
import { CapabilityCard } from "./capability-card";

/** Each card further back is a little darker, so the stack reads as depth. */
export const STACK_DIM_STEP = 0.07;

/** A card's place in the stack: how it is drawn at `depth` behind the front card. */
const stackStyle = (depth: number, count: number) => ({
  transform: stackTransform(depth),
  zIndex: String(count - depth),
  filter: `brightness(${1 - depth * STACK_DIM_STEP})`,
});

/** Marks each card of the stack (`CapabilityCards`) for `StackRotation`. */
const CARD = "[data-stack-card]";

type CapabilityCardsProps = {
  title: string;
  tiles: HomePageContent["capabilityTiles"];
  capabilities: NavLink[];
};

/** The stack's cards as drawn at build time: the first in front. */
export function CapabilityCards({ title, tiles, capabilities }: CapabilityCardsProps) {
  const iconFor = (capability: string) => capabilities.find((link) => link.href === paths.capability(capability))?.icon;
  return (
    <ul
      aria-label={title}
      className="grid pt-(--stack-rise) motion-reduce:gap-4 motion-reduce:pt-0 sm:motion-reduce:grid-cols-2"
      style={{ "--stack-rise": `${(tiles.length - 1) * STACK_OFFSET_PX}px` } as React.CSSProperties}
    >
      {tiles.map((tile, index) => (
        <li
          key={tile.capability.id}
          data-stack-card=""
          data-depth={index}
          // While stacked, only the front card takes the pointer: a card behind shows a 10 px strip,
          // too small a target to tap on purpose (WCAG 2.5.8). Every card stays in the tab order
          // (focus brings it to the front); under reduced motion, side by side, all take the pointer.
          className="col-start-1 row-start-1 origin-top transition-[transform,filter] duration-700 ease-(--ease-out-quint) motion-safe:not-data-[depth=0]:pointer-events-none motion-reduce:col-start-auto motion-reduce:row-start-auto motion-reduce:[filter:none]! motion-reduce:[transform:none]!"
          style={stackStyle(index, tiles.length)}
        >
          <CapabilityCard tile={tile} icon={iconFor(tile.capability.id)} position={index + 1} total={tiles.length} />
        </li>
      ))}
    </ul>
  );
}

type StackRotationProps = {
  /** How many cards the stack holds. */
  count: number;
  /** The section's heading (Astro's slot "intro"), drawn at build time. */
  intro?: ReactNode;
  /** The `CapabilityCards` (slot "cards"). */
  cards?: ReactNode;
  children?: ReactNode;
};

/**
 * The stack in motion: an island whose work is which card is in front. Every 5 s the next card comes
 * forward; hover, focus and the pause button hold it; reduced motion lays the cards side by side.
 */
export function StackRotation({ count, intro, cards }: StackRotationProps) {
  const list = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const { front, bringToFront } = useStackedCards(count, { paused, reducedMotion });
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>(CARD) ?? [])];

  useEffect(() => {
    for (const [index, item] of items().entries()) {
      const depth = stackDepth(index, front, count);
      item.dataset.depth = String(depth);
      Object.assign(item.style, stackStyle(depth, count));
    }
  }, [front, count]);

  const focus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    const card = event.target.closest(CARD);
    const index = items().findIndex((item) => item === card);
    if (index >= 0) bringToFront(index);
  };

  return (
    <div className="relative grid gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-center lg:gap-20 motion-reduce:lg:items-start">
      <div className="motion-reduce:lg:sticky motion-reduce:lg:top-28">
        {intro}
        <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4 motion-reduce:hidden">
          <Button variant="outlineLight" size="sm" onClick={() => setStopped((value) => !value)}>
            {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {stopped ? "Resume rotation" : "Pause rotation"}
          </Button>
          <span aria-hidden="true" className="relative h-0.5 w-28 overflow-hidden rounded-pill bg-white/15">
            {!paused && (
              <span
                key={front}
                className="absolute inset-0 origin-left animate-[stack-progress_linear_both] rounded-pill bg-coral-400"
                style={{ animationDuration: `${STACK_ROTATION_MS}ms` }}
              />
            )}
          </span>
        </div>
      </div>
      <div
        ref={list}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={focus}
        onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      >
        {cards}
      </div>
    </div>
  );
}

/** The capabilities section, drawn at build time; its child is the `StackRotation` island. */
export function CapabilityStack({ children }: { children: ReactNode }) {
  return (
    <Section tone="dark" aria-labelledby="capabilities-title" className="overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_80%_0%,rgb(90_105_255/0.28),transparent_60%)]"
      />
      {children}
    </Section>
  );
}

/** The section's heading, for `StackRotation`'s slot "intro". */
export function CapabilityIntro({ intro }: { intro: HomePageContent["capabilitySection"] }) {
  return <SectionHeading id="capabilities-title" tone="dark" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />;
}
