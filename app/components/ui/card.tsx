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

export function CardTitle({ className, children, ...props }: React.ComponentProps<"h3">) {
  return (
    <h3 data-slot="card-title" className={cn("font-display text-lg leading-snug font-semibold", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-body" className={cn("flex flex-1 flex-col gap-3 p-5", className)} {...props} />;
}
