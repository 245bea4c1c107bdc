import { cva } from "class-variance-authority";
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
      className={cn(
        "outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:ring-2 focus-visible:after:ring-brand-600",
        className,
      )}
    >
      {children}
    </a>
  );
}

/**
 * A filter or topic link: filled when it is the current one. How many items it leads to is drawn
 * from its `data-count`, an element less per pill.
 */
const pillVariants = cva(
  "inline-flex items-center gap-2 rounded-pill border text-sm font-semibold whitespace-nowrap transition-colors data-count:after:text-xs data-count:after:font-medium data-count:after:content-[attr(data-count)]",
  {
    variants: {
      active: {
        true: "border-ink-900 bg-ink-900 text-white data-count:after:text-ink-200",
        false: "border-line bg-surface text-ink-700 hover:border-ink-300 data-count:after:text-ink-500",
      },
    },
  },
);

export const filterPillClass = (active: boolean, className?: string) => cn(pillVariants({ active }), className);

/** One fact of a list of facts (`<dl>`): its name above, its value below. */
export function Fact({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-ink-500">{term}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
