import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** `btn` is the shape every button shares (`src/app.css`, a primitive); its variants are here. */
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "bg-brand-600 text-white shadow-soft hover:bg-brand-700",
      accent: "bg-coral-500 text-ink-950 shadow-soft hover:bg-coral-400",
      secondary: "border border-ink-200 bg-surface-raised text-ink-900 hover:border-ink-300 hover:bg-surface-sunken",
      dark: "bg-ink-900 text-white hover:bg-ink-700",
      light: "bg-white text-ink-900 hover:bg-ink-100",
      outlineLight: "border border-white/40 text-white hover:border-white hover:bg-white/10",
      ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
    },
    size: { sm: "h-9 px-4 text-sm", md: "h-11 px-5 text-[0.9375rem]", lg: "h-13 px-7 text-base", icon: "size-10", iconLg: "size-12" },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: React.ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button: pages are prerendered documents, so a plain `<a href>` is all a link needs. */
export function ButtonLink({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<"a"> & { href: string } & ButtonVariants) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
