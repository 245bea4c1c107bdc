import type { LucideProps } from "lucide-react";
import sprite from "~/assets/ui-icons.svg?url";

/**
 * The component every `lucide-react/icons/<name>` import resolves to (decision 015,
 * `src/lib/lucide-sprite.ts`): lucide's props, drawn from the cached sprite. Hidden from assistive
 * technology unless given a label, as lucide's own icons are.
 */
export function spriteIcon(name: string) {
  function SpriteIcon({ className, size = 24, strokeWidth = 2, color, children, ...rest }: LucideProps) {
    const labelled = "aria-label" in rest || "aria-labelledby" in rest || "title" in rest || children !== undefined;
    // `focusable` only mattered to Internet Explorer.
    const { focusable: _focusable, ...attributes } = rest as LucideProps & { focusable?: unknown };
    return (
      <svg
        width={size}
        height={size}
        strokeWidth={strokeWidth}
        className={className ? `lucide-${name} ${className}` : `lucide-${name}`}
        aria-hidden={labelled ? undefined : "true"}
        style={color ? { color } : undefined}
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
