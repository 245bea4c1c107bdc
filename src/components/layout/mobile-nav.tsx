import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { startTransition, useEffect, useRef, useState } from "react";
import type { NavLink } from "~/content";
import { site } from "~/content/site";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";
import { NavItemParts } from "./nav-item";
import navigation from "./site-navigation.content";

/** Each group ends with the way to its index pages. */
const INDEX_LINKS = {
  solutions: [
    { title: "All industries", href: paths.industries, description: "The eight industries we build for" },
    { title: "All capabilities", href: paths.capabilities, description: "Everything we build and run" },
  ],
  cases: { title: "All case studies", href: paths.cases, description: "Browse by industry, capability or technology" },
} satisfies Record<string, NavLink | NavLink[]>;

function Group({ value, label, items, onChoose }: { value: string; label: string; items: NavLink[]; onChoose: () => void }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>{label}</AccordionTrigger>
      <AccordionContent>
        <ul className="grid gap-1 pb-4 sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.href}>
              <a href={item.href} onClick={onChoose} className="group flex items-start gap-3.5 rounded-xl p-2.5 hover:bg-surface-sunken">
                <NavItemParts item={item} index={index} />
              </a>
            </li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

const MENU_ID = "mobile-menu";
/** A row of the menu: a link, or (once the island runs) a group's trigger, which the accordion draws alike. */
const ROW = "flex w-full items-center justify-between py-4 text-left font-display text-xl font-semibold";

/**
 * The phone's menu: a native popover, so the toggle opens it on the first tap even before this
 * island runs (or with no JavaScript at all), and Escape or a tap outside closes it. The toggle's
 * `popovertarget` tells assistive technology whether the menu is expanded (HTML forbids an
 * `aria-expanded` beside it); once hydrated the island follows the popover's state for its name.
 *
 * Until it runs, its two groups are links to their index pages: an accordion's trigger does nothing
 * without a script, and its prerendered markup (Radix's attributes, two empty panels) cost every
 * page 1.3 KB of HTML. Once hydrated, the groups open in place.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // A transition: the accordion replaces the two links in slices, not in hydration's last task.
    startTransition(() => setLive(true));
    const menu = menuRef.current!;
    // A tap before hydration may have opened it already.
    setOpen(menu.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);
  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = "";
    };
  }, [open]);

  const close = () => menuRef.current?.hidePopover();

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        className="menu-toggle grid size-11 place-items-center rounded-full text-ink-900 transition-colors hover:bg-ink-100"
      >
        {/* Bars while the menu is closed, a cross while it is open: from CSS, before any script runs. */}
        <Menu aria-hidden="true" className="size-6 [.menu-toggle:has(+:popover-open)_&]:hidden" />
        <X aria-hidden="true" className="hidden size-6 [.menu-toggle:has(+:popover-open)_&]:block" />
      </button>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Site menu"
        className="fixed inset-x-0 top-(--header-height) bottom-0 z-40 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-surface px-[clamp(1rem,4vw,2.5rem)] pb-10 text-ink-900"
      >
        {live ? (
          <Accordion type="multiple">
            <Group
              value="solutions"
              label="Solutions"
              items={[...navigation.industries, ...navigation.capabilities, ...INDEX_LINKS.solutions]}
              onChoose={close}
            />
            <Group value="cases" label="Case studies" items={[...navigation.cases, INDEX_LINKS.cases]} onChoose={close} />
          </Accordion>
        ) : (
          <>
            <a href={paths.industries} className={`${ROW} border-b border-line`}>
              Solutions
            </a>
            <a href={paths.cases} className={`${ROW} border-b border-line`}>
              Case studies
            </a>
          </>
        )}
        <a href={paths.insights} onClick={close} className={`${ROW} border-b border-line`}>
          Insights
        </a>
        <a href={paths.howWeWork} onClick={close} className="mobile-nav-row border-b border-line">
          How we work
        </a>
        <a href={paths.about} onClick={close} className="mobile-nav-row border-b border-line">
          About
        </a>
        <a
          href={site.careersUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className={`${ROW} border-b border-line`}
        >
          Careers
          <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
        </a>
        <ContactRow className="mt-8 grid gap-3 sm:grid-cols-2">
          <ContactOpener kind="meeting" size="lg">
            Book a Meeting
          </ContactOpener>
          <ContactOpener kind="connect" size="lg" variant="secondary">
            Connect
          </ContactOpener>
        </ContactRow>
      </nav>
    </>
  );
}
