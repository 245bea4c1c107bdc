import type { SiteNavigation } from "~/content/navigation";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import type { NavLink } from "~/content";
import { site } from "~/content/site";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";
import { NavItemParts } from "./nav-item";

/** Each group ends with the way to its index pages. */
const INDEX_LINKS = {
  solutions: [
    { title: "All industries", href: paths.industries, description: "Where our case studies are, and what we would build" },
    { title: "All capabilities", href: paths.capabilities, description: "Everything we build and run" },
  ],
  cases: { title: "All case studies", href: paths.cases, description: "Browse by industry, capability or technology" },
} satisfies Record<string, NavLink | NavLink[]>;

/**
 * A group of the menu: a link to its index page in the HTML, made an accordion button by the page's
 * menu script (menus.ts) when the menu first opens, so with no JavaScript at all it still leads
 * somewhere. Its panel's links wait in a `<template>` until the menu first opens (menus.ts).
 */
function Group({ id, label, href, items, indexLinks }: { id: string; label: string; href: string; items: NavLink[]; indexLinks: NavLink[] }) {
  return (
    <div className="border-b border-line">
      <a href={href} data-menu-group={id} className={`${ROW} group/row`}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="hidden size-5 shrink-0 transition-transform duration-(--duration-base) group-[[role=button]]/row:block group-aria-expanded/row:rotate-180"
        />
      </a>
      <div id={id} role="region" aria-label={label} hidden>
        <template data-menu-items>
          <ul className="grid gap-1 pb-4 sm:grid-cols-2">
            {[...items, ...indexLinks].map((item, index) => (
              <li key={item.href}>
                <a href={item.href} className="group flex items-start gap-3.5 rounded-xl p-2.5 hover:bg-surface-sunken">
                  <NavItemParts item={item} index={index < items.length ? index : undefined} />
                </a>
              </li>
            ))}
          </ul>
        </template>
      </div>
    </div>
  );
}

const MENU_ID = "mobile-menu";
/** A row of the menu: a link, or a group's accordion button, drawn alike. */
const ROW = "flex w-full items-center justify-between py-4 text-left font-display text-xl font-semibold";

/**
 * The phone's menu: a native popover, so the toggle opens it on the first tap whatever has run (no
 * JavaScript at all included), and Escape or a tap outside closes it. The toggle's `popovertarget`
 * tells assistive technology whether the menu is expanded (HTML forbids an `aria-expanded` beside
 * it); the page's menu script (menus.ts) names it "Close menu" while the menu is open, makes the
 * two groups accordions and closes the menu when an item is chosen. Rendered at build time: no island.
 * This is its toggle, in the header; the menu is `MobileMenu`.
 */
export function MobileNav() {
  return (
    <button
      type="button"
      popoverTarget={MENU_ID}
      aria-controls={MENU_ID}
      aria-label="Open menu"
      className="menu-toggle grid size-11 place-items-center rounded-full text-ink-900 transition-colors hover:bg-ink-100"
    >
      {/* Bars while the menu is closed, a cross while it is open: from CSS, before any script runs. */}
      <Menu aria-hidden="true" className="size-6 [html:has(#mobile-menu:popover-open)_&]:hidden" />
      <X aria-hidden="true" className="hidden size-6 [html:has(#mobile-menu:popover-open)_&]:block" />
    </button>
  );
}

/**
 * The phone's menu itself, which `MobileNav`'s toggle opens. The layout renders it after the page's
 * content: a popover shows in the top layer wherever it is, the browser puts its links right after
 * the toggle in the Tab order, and its bytes arrive after what the first screen needs.
 */
export function MobileMenu({ navigation }: { navigation: SiteNavigation }) {
  return (
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Site menu"
        className="fixed inset-x-0 top-(--header-height) bottom-0 [--header-height:4.5rem] z-40 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-surface px-[clamp(1rem,4vw,2.5rem)] pb-10 text-ink-900"
      >
        <Group
          id="mobile-menu-solutions"
          label="Solutions"
          href={paths.industries}
          items={[...navigation.industries, ...navigation.capabilities]}
          indexLinks={INDEX_LINKS.solutions}
        />
        <Group id="mobile-menu-cases" label="Case studies" href={paths.cases} items={navigation.cases} indexLinks={[INDEX_LINKS.cases]} />
        <a href={paths.insights} className={`${ROW} border-b border-line`}>
          Insights
        </a>
        <a href={paths.howWeWork} className={`${ROW} border-b border-line`}>
          How we work
        </a>
        <a href={paths.about} className={`${ROW} border-b border-line`}>
          About
        </a>
        <a href={site.careersUrl} target="_blank" rel="noopener noreferrer" className={`${ROW} border-b border-line`}>
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
  );
}
