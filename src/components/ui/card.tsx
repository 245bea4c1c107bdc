import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** `card` is the shape every card shares (`src/app.css`, a primitive); its variants are here. */
export const cardVariants = cva("card", {
  variants: {
    variant: {
      raised: "border border-line bg-surface-raised text-ink-900 shadow-soft",
      sunken: "bg-surface-sunken text-ink-900",
      dark: "bg-ink-900 text-white ring-1 ring-white/10 ring-inset",
      /** An article's or a case study's card: picture above or beside, its title the one link. */
      outline: "border border-line bg-surface",
    },
    interactive: {
      true: "transition-[box-shadow,transform] duration-(--duration-base) ease-(--ease-out-quint) hover:-translate-y-1 hover:shadow-lift focus-within:-translate-y-1 focus-within:shadow-lift",
      /** A softer hover, the shadow alone. */
      shadow: "transition-shadow hover:shadow-[0_24px_48px_-24px_rgb(15_23_42/0.25)]",
      false: "",
    },
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
