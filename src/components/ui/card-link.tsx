import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A card's title link whose target area covers the whole card (the card is `relative`): one link
 * per card for assistive technology, the whole card for the pointer.
 */
export function CardLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className={cn("card-link", className)}
    >
      {children}
    </a>
  );
}

/** A filter or topic link: filled when it is the current one. */
export const filterPillClass = (active: boolean, className?: string) => cn("pill", active ? "pill-current" : "pill-other", className);

/** One fact of a list of facts (`<dl>`): its name above, its value below. */
export function Fact({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-ink-500">{term}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
