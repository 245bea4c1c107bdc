import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import type { NavLink } from "~/content";
import { site } from "~/content/site";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";
import { NavItemParts } from "./nav-item";
import navigation from "virtual:site-navigation";

/** Each group ends with the way to its index pages. */
const INDEX_LINKS = {
  solutions: [
    { title: "All industries", href: paths.services, description: "The eight industries we build for" },
    { title: "All capabilities", href: paths.products, description: "Everything we build and run" },
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
              <Link to={item.href} onClick={onChoose} className="group nav-entry rounded-xl p-2.5 hover:bg-surface-sunken">
                <NavItemParts item={item} index={index} />
              </Link>
            </li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

const MENU_ID = "mobile-menu";

/**
 * The phone's menu: a native popover, so the toggle opens it on the first tap even before this
 * island runs (or with no JavaScript at all), and Escape or a tap outside closes it. Once hydrated
 * the island follows the popover's state for the toggle's name and `aria-expanded`.
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
    setLive(true);
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
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        className="menu-toggle grid size-11 place-items-center rounded-full text-ink-900 transition-colors hover:bg-ink-100"
      />
      <nav ref={menuRef} id={MENU_ID} popover="auto" aria-label="Site menu" className="mobile-nav-panel">
        {live ? (
          <Accordion type="multiple">
            <Group
              value="solutions"
              label="Solutions"
              items={[...navigation.services, ...navigation.products, ...INDEX_LINKS.solutions]}
              onChoose={close}
            />
            <Group value="cases" label="Case studies" items={[...navigation.cases, INDEX_LINKS.cases]} onChoose={close} />
          </Accordion>
        ) : (
          <>
            <Link to={paths.services} className="mobile-nav-row border-b border-line">
              Solutions
            </Link>
            <Link to={paths.cases} className="mobile-nav-row border-b border-line">
              Case studies
            </Link>
          </>
        )}
        <Link to={paths.insights} onClick={close} className="mobile-nav-row border-b border-line">
          Insights
        </Link>
        <Link to={paths.howWeWork} onClick={close} className="mobile-nav-row border-b border-line">
          How we work
        </Link>
        <Link to={paths.about} onClick={close} className="mobile-nav-row border-b border-line">
          About
        </Link>
        <a
          href={site.careersUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className="mobile-nav-row external-after border-b border-line"
        >
          Careers
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
