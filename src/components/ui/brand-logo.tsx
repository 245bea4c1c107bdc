import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A brand's logo as a page names it: its name and its file, `/logos/<name>.svg` for a technology and
 * `/logos/<name>.png` for a social network, which `src/pages/logos/` writes from simple-icons'
 * drawing (decision 023). Pages carry no path data: a logo is fetched once, when it nears the
 * screen, and cached.
 */
export type LogoIcon = { title: string; src: string };

/**
 * A brand's logo (a technology, a social network) from its file, which simple-icons draws
 * (decision 023). Lazy: a page's logos below the fold wait until they are near
 * the screen, and the HTML carries no path data. In its brand colour (`tone="brand"`, an image), or
 * in the current colour (`tone="current"`, the file as a mask over the text's colour: the social
 * links, which follow their link's colour on hover and on a dark ground). Decorative: the name is
 * beside it or on its link.
 */
export function BrandLogo({ icon, tone = "brand", className }: { icon: LogoIcon; tone?: "brand" | "current"; className?: string }) {
  if (tone === "brand") {
    return <img src={icon.src} alt="" width={24} height={24} loading="lazy" decoding="async" draggable={false} className={className} />;
  }
  return (
    <span
      aria-hidden="true"
      // The file is named by a variable and masked by a class: below the fold it is fetched only once
      // the whole stylesheet applies, as a lazy image would be. Where the system forces its colours,
      // the logo takes the system's text colour.
      style={{ "--logo": `url(${icon.src})` } as React.CSSProperties}
      className={cn(
        "block bg-current [mask-image:var(--logo)] mask-contain mask-center mask-no-repeat forced-color-adjust-none forced-colors:bg-[CanvasText]",
        className,
      )}
    />
  );
}
