import interfaceSprite from "~/assets/ui-icons.svg?url";
import technologySprite from "~/assets/technology-icons.svg?url";
import type { LogoIcon } from "~/content/brand-icons";

/**
 * A technology or social logo. Technology logos are images, in their brand colour, from one cached
 * file (`technologySprite` in `brand-icons.ts`): lazy, so a page's logos below the fold wait until
 * they are near the screen. Social logos are symbols of the interface sprite, in their brand colour
 * or, with `mono`, in the current colour.
 */
export function BrandLogo({ icon, className, mono = false }: { icon: LogoIcon; className?: string; mono?: boolean }) {
  if (icon.sprite === "technology") {
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
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill={mono ? "currentColor" : `#${icon.hex}`}>
      <use href={`${interfaceSprite}#${icon.symbol}`} />
    </svg>
  );
}
