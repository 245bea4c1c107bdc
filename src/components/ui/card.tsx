import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const cardVariants = cva("relative flex flex-col overflow-hidden rounded-card", {
  variants: {
    variant: {
      raised: "border border-line bg-surface-raised text-ink-900 shadow-soft",
      sunken: "bg-surface-sunken text-ink-900",
      dark: "bg-ink-900 text-white ring-1 ring-white/10 ring-inset",
    },
    interactive: {
      true: "transition-[box-shadow,transform] duration-(--duration-base) ease-(--ease-out-quint) hover:-translate-y-1 hover:shadow-lift focus-within:-translate-y-1 focus-within:shadow-lift",
      false: "",
    },
  },
  defaultVariants: { variant: "raised", interactive: false },
});

export function Card({ className, variant, interactive, ...props }: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant, interactive }), className)} {...props} />;
}

const cardTitleSizes = { md: "text-lg leading-snug", responsive: "text-base sm:text-lg" };

export function CardTitle({
  className,
  children,
  size = "md",
  ...props
}: React.ComponentProps<"h3"> & { size?: keyof typeof cardTitleSizes }) {
  return (
    <h3 data-slot="card-title" className={cn("font-display font-semibold", cardTitleSizes[size], className)} {...props}>
      {children}
    </h3>
  );
}

export function CardBody({
  className,
  snug = false,
  ...props
}: React.ComponentProps<"div"> & { /** Tighter gaps, for small cards. */ snug?: boolean }) {
  return <div data-slot="card-body" className={cn("flex flex-1 flex-col p-5", snug ? "gap-2.5" : "gap-3", className)} {...props} />;
}
