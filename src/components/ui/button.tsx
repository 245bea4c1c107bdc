import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { Link, type LinkProps } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/** The classes are in `src/app.css` (components layer): a button's utilities once, not on every button. */
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "btn-primary",
      accent: "btn-accent",
      secondary: "btn-secondary",
      dark: "btn-dark",
      light: "btn-light",
      outlineLight: "btn-outline-light",
      ghost: "btn-ghost",
    },
    size: { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon", iconLg: "btn-icon-lg" },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: React.ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
