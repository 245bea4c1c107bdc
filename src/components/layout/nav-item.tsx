import type { NavLink } from "~/content";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * A menu entry: icon, label and one-line description (`.nav-entry` in `app.css`: it is drawn in
 * every menu, index and related-pages list, so its parts are named once there).
 */
export function NavItemBody({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <span className={cn("nav-entry", tone === "dark" && "nav-entry-dark")}>
      <span aria-hidden="true" className={cn("icon-tile", tone === "light" ? "icon-tile-light" : "icon-tile-dark")}>
        {item.icon ? (
          <Icon name={item.icon} />
        ) : (
          <span className="font-display text-sm font-semibold">{String((index ?? 0) + 1).padStart(2, "0")}</span>
        )}
      </span>
      <span className="min-w-0">
        <span>{item.title}</span>
        <span>{item.description}</span>
      </span>
    </span>
  );
}
