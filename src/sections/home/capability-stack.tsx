import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useState } from "react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { NavLink } from "~/content";
import type { HomePageContent } from "~/content/home-page";
import { paths } from "~/lib/paths";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { STACK_OFFSET_PX, STACK_ROTATION_MS, stackTransform, useStackedCards } from "~/lib/use-stacked-cards";
import { CapabilityCard } from "./capability-card";

/** Each card further back is a little darker, so the stack reads as depth. */
export const STACK_DIM_STEP = 0.07;

type CapabilityStackProps = {
  intro: HomePageContent["capabilitySection"];
  tiles: HomePageContent["capabilityTiles"];
  capabilities: NavLink[];
};

export function CapabilityStack({ intro, tiles, capabilities }: CapabilityStackProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const { front, bringToFront, depthOf } = useStackedCards(tiles.length, { paused, reducedMotion });
  const iconFor = (capability: string) => capabilities.find((link) => link.href === paths.capability(capability))?.icon;

  return (
    <Section tone="dark" aria-labelledby="capabilities-title" className="overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_80%_0%,rgb(90_105_255/0.28),transparent_60%)]"
      />
      <div className="relative grid gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-center lg:gap-20 motion-reduce:lg:items-start">
        <div className="motion-reduce:lg:sticky motion-reduce:lg:top-28">
          <SectionHeading id="capabilities-title" tone="dark" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
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
        <ul
          aria-label={intro.title}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
          className="grid pt-(--stack-rise) motion-reduce:gap-4 motion-reduce:pt-0 sm:motion-reduce:grid-cols-2"
          style={{ "--stack-rise": `${(tiles.length - 1) * STACK_OFFSET_PX}px` } as React.CSSProperties}
        >
          {tiles.map((tile, index) => {
            const depth = depthOf(index);
            return (
              <li
                key={tile.capability.id}
                data-depth={depth}
                // While stacked, only the front card takes the pointer: a card behind shows a 10 px strip,
                // too small a target to tap on purpose (WCAG 2.5.8). Every card stays in the tab order
                // (focus brings it to the front); under reduced motion, side by side, all take the pointer.
                className="col-start-1 row-start-1 origin-top transition-[transform,filter] duration-700 ease-(--ease-out-quint) motion-safe:not-data-[depth=0]:pointer-events-none motion-reduce:col-start-auto motion-reduce:row-start-auto motion-reduce:[filter:none]! motion-reduce:[transform:none]!"
                style={{
                  transform: stackTransform(depth),
                  zIndex: tiles.length - depth,
                  filter: `brightness(${1 - depth * STACK_DIM_STEP})`,
                }}
              >
                <CapabilityCard
                  tile={tile}
                  icon={iconFor(tile.capability.id)}
                  position={index + 1}
                  total={tiles.length}
                  onFocus={() => bringToFront(index)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
