import type * as React from "react";

export type LinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: string };

/**
 * A link to a page of the site. Every page is a prerendered document that paints at once, so a
 * link simply loads it: the browser needs no router code for that.
 */
export function Link({ to, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
