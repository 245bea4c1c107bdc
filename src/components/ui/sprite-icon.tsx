import type * as React from "react";
import type { LucideProps } from "lucide-react";
import sprite from "~/assets/ui-icons.svg?url";

/**
 * The component every `lucide-react/icons/<name>` import resolves to (decision 015,
 * `src/lib/lucide-sprite.ts`): lucide's props, drawn from the cached sprite. Hidden from assistive
 * technology unless given a label, as lucide's own icons are. The symbol draws lucide's stroke of 2
 * itself; another width reaches it through `--icon-stroke-width`. Without lucide's `lucide-<name>`
 * class, which nothing styles: an icon is two elements and about 90 bytes of the page.
 */
/** The stroke every symbol of the sprite draws unless told otherwise (lucide's own default). */
export const DEFAULT_STROKE_WIDTH = 2;

function iconStyle(style: React.CSSProperties | undefined, color: string | undefined, strokeWidth: string | number) {
  const own = {
    ...(color ? { color } : {}),
    ...(Number(strokeWidth) === DEFAULT_STROKE_WIDTH ? {} : { "--icon-stroke-width": String(strokeWidth) }),
  };
  return style || Object.keys(own).length > 0 ? { ...style, ...own } : undefined;
}

export function spriteIcon(name: string) {
  function SpriteIcon({ className, size = 24, strokeWidth = DEFAULT_STROKE_WIDTH, color, children, style, ...rest }: LucideProps) {
    const labelled = "aria-label" in rest || "aria-labelledby" in rest || "title" in rest || children !== undefined;
    // `focusable` only mattered to Internet Explorer.
    const { focusable: _focusable, ...attributes } = rest as LucideProps & { focusable?: unknown };
    return (
      <svg
        width={size}
        height={size}
        className={className}
        aria-hidden={labelled ? undefined : "true"}
        style={iconStyle(style, color, strokeWidth)}
        {...attributes}
      >
        {children}
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${name})`;
  return SpriteIcon;
}
