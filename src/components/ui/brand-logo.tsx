import type { LogoIcon } from "~/content/brand-icons";

/**
 * A brand's logo (a technology, a social network), drawn inline from simple-icons' path
 * (decision 022): in its brand colour, or in the current colour with `tone="current"` (the social
 * links, which follow their link's colour on hover and on a dark ground). Decorative: the name is
 * beside it or on its link.
 */
export function BrandLogo({ icon, tone = "brand", className }: { icon: LogoIcon; tone?: "brand" | "current"; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill={tone === "brand" ? `#${icon.hex}` : "currentColor"}
      aria-hidden="true"
      className={className}
    >
      <path d={icon.path} />
    </svg>
  );
}
