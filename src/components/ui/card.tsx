import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** The classes are in `src/app.css` (components layer). */
export const cardVariants = cva("card", {
  variants: {
    variant: { raised: "card-raised", sunken: "card-sunken", dark: "card-dark" },
    interactive: { true: "card-interactive", false: "" },
  },
  defaultVariants: { variant: "raised", interactive: false },
});

export function Card({ className, variant, interactive, ...props }: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ variant, interactive }), className)} {...props} />;
}

const cardTitleSizes = { md: "text-lg leading-snug", responsive: "text-base sm:text-lg" };

export function CardTitle({
  className,
  children,
  size = "md",
  ...props
}: React.ComponentProps<"h3"> & { size?: keyof typeof cardTitleSizes }) {
  return (
    <h3 className={cn("font-display font-semibold", cardTitleSizes[size], className)} {...props}>
      {children}
    </h3>
  );
}

export function CardBody({
  className,
  snug = false,
  ...props
}: React.ComponentProps<"div"> & { /** Tighter gaps, for small cards. */ snug?: boolean }) {
  return <div className={cn("flex flex-1 flex-col p-5", snug ? "gap-2.5" : "gap-3", className)} {...props} />;
}
