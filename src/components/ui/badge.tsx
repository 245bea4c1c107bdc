import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1.5 rounded-pill px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap",
  {
    variants: {
      variant: {
        neutral: "bg-ink-100 text-ink-700",
        brand: "bg-brand-50 text-brand-700",
        outline: "border border-line text-ink-700",
        onDark: "bg-white/10 text-white ring-1 ring-white/15 ring-inset",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
