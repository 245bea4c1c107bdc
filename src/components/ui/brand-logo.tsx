import interfaceSprite from "~/assets/ui-icons.svg?url";
import technologySprite from "~/assets/technology-icons.svg?url";
import type { LogoIcon } from "~/content/brand-icons";

const sprites = { technology: technologySprite, interface: interfaceSprite };

/** A technology or social logo from its sprite, in its brand colour or, with `mono`, in the current colour. */
export function BrandLogo({ icon, className, mono = false }: { icon: LogoIcon; className?: string; mono?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill={mono ? "currentColor" : `#${icon.hex}`}>
      <use href={`${sprites[icon.sprite]}#${icon.symbol}`} />
    </svg>
  );
}
