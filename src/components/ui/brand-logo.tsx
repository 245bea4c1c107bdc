import technologySprite from "~/assets/technology-icons.svg?url";
import type { BrandIcon, TechnologyIcon } from "~/content/brand-icons";

/** A technology or social logo, in its brand colour or, with `mono`, in the current colour. */
export function BrandLogo({ icon, className, mono = false }: { icon: BrandIcon | TechnologyIcon; className?: string; mono?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill={mono ? "currentColor" : `#${icon.hex}`}>
      {"path" in icon ? <path d={icon.path} /> : <use href={`${technologySprite}#${icon.symbol}`} />}
    </svg>
  );
}
