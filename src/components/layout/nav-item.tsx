import type { NavLink } from "~/content";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** A menu entry: icon, label and one-line description. */
export function NavItemBody({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <span className="flex items-start gap-3.5">
      <span
        aria-hidden="true"
        className={cn("icon-tile", tone === "light" ? "icon-tile-light" : "icon-tile-dark")}
      >
        {item.icon ? (
          <Icon
            name={item.icon}
            className="size-5 transition-transform duration-(--duration-base) group-hover:scale-110 group-hover:-rotate-6"
          />
        ) : (
          <span className="font-display text-sm font-semibold">{String((index ?? 0) + 1).padStart(2, "0")}</span>
        )}
      </span>
      <span className="min-w-0">
        <span className="block font-medium underline-offset-4 decoration-2 decoration-brand-600 group-hover:underline">{item.title}</span>
        <span className={cn("mt-0.5 block text-sm leading-snug", tone === "light" ? "text-ink-600" : "text-ink-300")}>
          {item.description}
        </span>
      </span>
    </span>
  );
}
