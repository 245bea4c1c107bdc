import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** The classes are in `src/app.css` (components layer). */
export const badgeVariants = cva("badge", {
  variants: { variant: { neutral: "badge-neutral", brand: "badge-brand", outline: "badge-outline", onDark: "badge-on-dark" } },
  defaultVariants: { variant: "neutral" },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
