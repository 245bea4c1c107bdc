import { cva } from "class-variance-authority";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { NavLink } from "~/content";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** The icon's rounded square, filled as its link is hovered. */
const iconTileVariants = cva("grid size-10 shrink-0 place-items-center rounded-xl transition-colors duration-(--duration-base)", {
  variants: {
    tone: {
      light: "bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white",
      dark: "bg-white/10 text-brand-300",
    },
  },
});

/**
 * A menu entry's parts: icon, label and one-line description, drawn in every menu, index and
 * related-pages list. The element holding them sets the icon's tile beside the text (`flex
 * items-start gap-3.5`): a link that is nothing but the entry needs no box of its own around
 * them. Their hover effects follow the nearest `group`, the link. An entry with no icon shows its
 * place in its list (`index`, "01"), and a way to an index page, which has neither, an arrow.
 */
export function NavItemParts({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <>
      <span aria-hidden="true" className={iconTileVariants({ tone })}>
        {item.icon ? (
          <Icon
            name={item.icon}
            className="size-5 transition-transform duration-(--duration-base) group-hover:scale-110 group-hover:-rotate-6"
          />
        ) : index === undefined ? (
          <ArrowRight className="size-5 transition-transform duration-(--duration-base) group-hover:translate-x-0.5" />
        ) : (
          <span className="font-display text-sm font-semibold">{String(index + 1).padStart(2, "0")}</span>
        )}
      </span>
      <span className="min-w-0">
        <span className="block font-medium decoration-brand-600 decoration-2 underline-offset-4 group-hover:underline">{item.title}</span>
        <span className={cn("mt-0.5 block text-sm leading-snug", tone === "light" ? "text-ink-600" : "text-ink-300")}>{item.description}</span>
      </span>
    </>
  );
}

/** A menu entry in a box of its own, for a card that holds more than the entry. */
export function NavItemBody({ item, index, tone = "light" }: { item: NavLink; index?: number; tone?: "light" | "dark" }) {
  return (
    <span className="flex items-start gap-3.5">
      <NavItemParts item={item} index={index} tone={tone} />
    </span>
  );
}
