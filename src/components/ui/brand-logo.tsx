import technologySprite from "~/assets/technology-icons.svg?url";
import type { LogoIcon } from "~/content/brand-icons";

/**
 * A technology's logo: an image, in its brand colour, from one cached file (`technologySprite` in
 * `brand-icons.ts`): lazy, so a page's logos below the fold wait until they are near the screen.
 * (The social logos are drawn by CSS: `social-links.tsx`.)
 */
export function BrandLogo({ icon, className }: { icon: LogoIcon; className?: string }) {
  return (
    <img
      src={`${technologySprite}#${icon.symbol}`}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={className}
    />
  );
}
