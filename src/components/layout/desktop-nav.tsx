import type { SiteNavigation } from "~/content/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import type { NavLink } from "~/content";
import { site } from "~/content/site";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";
import { NavItemParts } from "./nav-item";

/** A top-level item of the menu: a dropdown's trigger or a link. */
const triggerClass =
  "inline-flex h-10 items-center gap-1 rounded-pill px-3.5 text-[0.9375rem] font-medium whitespace-nowrap text-ink-800 transition-colors condensed:px-3 hover:bg-ink-100 aria-expanded:bg-ink-100 xl:px-4";

/** A column of a dropdown; `start` continues the numbering of the column before it. */
function MenuColumn({ heading, items, start = 0 }: { heading: string; items: NavLink[]; start?: number }) {
  return (
    <div>
      <p className="px-3 pb-2 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">{heading}</p>
      <ul className="grid gap-1">
        {items.map((item, index) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="group flex items-start gap-3.5 rounded-xl px-3 py-2.5 transition-colors hover:bg-surface-sunken focus-visible:bg-surface-sunken"
            >
              <NavItemParts item={item} index={start + index} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A menu's way to the index page of what it lists. */
function IndexLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="mt-3 inline-flex items-center gap-2 px-3 py-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

/** How many of the newest case studies the menu lists under "Recent work". */
const RECENT_CASES = 4;

const panelId = (label: string) => `nav-${label.toLowerCase().replace(/\s+/g, "-")}`;

/**
 * A dropdown's trigger. Its panel (`DesktopNavPanels`) is a native popover, which Escape or a tap
 * elsewhere closes; the page's menu script (menus.ts), inlined before the header, opens it on a tap
 * or a key from the first paint on, and on hover, with the trigger as its source (the panel's links
 * come next in the Tab order), and keeps `aria-expanded` in step with it. Not a `popovertarget`:
 * HTML forbids `aria-expanded` beside one, and the spec asks for it here.
 */
function DropdownTrigger({ label }: { label: string }) {
  const id = panelId(label);
  return (
    <li>
      <button type="button" aria-expanded="false" aria-controls={id} data-nav-trigger className={`${triggerClass} group/trigger`}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-(--duration-base) group-aria-expanded/trigger:rotate-180" />
      </button>
    </li>
  );
}

/** A dropdown's panel, in the top layer under the header wherever it sits in the page. */
function DropdownPanel({ label, width, children }: { label: string; width: number; children: React.ReactNode }) {
  return (
    <div
      id={panelId(label)}
      popover="auto"
      data-slot="nav-panel"
      style={{ width }}
      className="fixed inset-auto top-[calc(var(--header-height)+0.5rem)] left-1/2 m-0 max-h-[calc(100dvh-6rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto rounded-card border border-line bg-surface-raised p-4 text-ink-900 shadow-lift open:animate-[fade-in_150ms_ease-out]"
    >
      {children}
    </div>
  );
}

/**
 * The dropdowns' panels. The layout renders them after the page's content: a popover shows in the
 * top layer wherever it is, the browser puts its links right after its trigger in the Tab order,
 * and the bytes of every link of both menus arrive after what the first screen needs. Their lists
 * of pages wait in `<template>`s, which the page's menu script puts in place as a panel first opens
 * (menus.ts): until then they are no elements for the browser to style (a modal dialog restyles
 * every element of the page as it opens). Without JavaScript a panel offers its index links.
 */
export function DesktopNavPanels({ navigation }: { navigation: SiteNavigation }) {
  return (
    <div className="contents max-lg:hidden [--header-height:4.5rem]">
      <DropdownPanel label="Solutions" width={900}>
        <template data-menu-items>
          <div className="grid grid-cols-2 gap-6">
            <MenuColumn heading="Industries" items={navigation.industries} />
            <MenuColumn heading="Capabilities" items={navigation.capabilities} />
          </div>
        </template>
        <div className="flex flex-wrap gap-x-6">
          <IndexLink href={paths.industries}>All industries</IndexLink>
          <IndexLink href={paths.capabilities}>All capabilities</IndexLink>
          <IndexLink href={paths.howWeWork}>How we work</IndexLink>
          <IndexLink href={paths.about}>About Kovira Labs</IndexLink>
        </div>
      </DropdownPanel>
      <DropdownPanel label="Case studies" width={720}>
        <template data-menu-items>
          <div className="grid grid-cols-2 gap-x-6">
            <MenuColumn heading="Recent work" items={navigation.cases.slice(0, RECENT_CASES)} />
            <MenuColumn heading="More stories" items={navigation.cases.slice(RECENT_CASES)} start={RECENT_CASES} />
          </div>
        </template>
        <IndexLink href={paths.cases}>Browse all case studies by industry, capability or technology</IndexLink>
      </DropdownPanel>
    </div>
  );
}

/** The header's menu from 1024 px: rendered at build time, no island (menus.ts does what script there is); its panels are `DesktopNavPanels`. */
export function DesktopNav() {
  return (
    <div className="flex flex-1 items-center justify-between gap-6 condensed:gap-3">
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          <DropdownTrigger label="Solutions" />
          <DropdownTrigger label="Case studies" />
          <li>
            <a href={paths.insights} className={triggerClass}>
              Insights
            </a>
          </li>
          <li>
            <a href={site.careersUrl} target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note" className={triggerClass}>
              Careers
              <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-ink-500 forced-colors:text-[CanvasText]" />
            </a>
          </li>
        </ul>
      </nav>
      <span id="new-tab-note" hidden>
        opens in a new tab
      </span>
      <ContactRow className="flex items-center gap-2">
        <ContactOpener kind="connect" variant="secondary">
          Connect
        </ContactOpener>
        <ContactOpener kind="meeting">Book a Meeting</ContactOpener>
      </ContactRow>
    </div>
  );
}
