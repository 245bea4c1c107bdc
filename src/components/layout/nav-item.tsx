import type { NavLink } from "~/content";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * A menu entry's parts: icon, label and one-line description (`.nav-entry` in `app.css`: they are
 * drawn in every menu, index and related-pages list, so their parts are named once there). The
 * element holding them takes the `nav-entry` class: a link that is nothing but the entry needs no
 * box of its own around them.
 */
export function NavItemParts({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <>
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
    </>
  );
}

/** A menu entry in a box of its own, for a card that holds more than the entry. */
export function NavItemBody({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <span className={cn("nav-entry", tone === "dark" && "nav-entry-dark")}>
      <NavItemParts item={item} index={index} tone={tone} />
    </span>
  );
}
