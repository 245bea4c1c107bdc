import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** `badge` is the shape every badge shares (`src/app.css`, a primitive); its variants are here. */
export const badgeVariants = cva("badge", {
  variants: {
    variant: {
      neutral: "bg-ink-100 text-ink-700",
      brand: "bg-brand-50 text-brand-700",
      outline: "border border-line text-ink-700",
      onDark: "bg-white/10 text-white ring-1 ring-white/15 ring-inset",
    },
  },
  defaultVariants: { variant: "neutral" },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
