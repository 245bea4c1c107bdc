import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useRef, useState } from "react";
import type { NavLink } from "~/content";
import { site } from "~/content/site";
import { ContactOpener, ContactRow } from "~/features/contact/contact-opener";
import { paths } from "~/lib/paths";
import { NavItemParts } from "./nav-item";
import navigation from "./site-navigation.content";

/** A top-level item of the menu: a dropdown's trigger or a link. */
const triggerClass =
  "inline-flex h-10 items-center gap-1 rounded-pill px-3.5 text-[0.9375rem] font-medium whitespace-nowrap text-ink-800 transition-colors condensed:px-3 hover:bg-ink-100 data-[state=open]:bg-ink-100 xl:px-4";

function MenuColumn({ heading, items }: { heading: string; items: NavLink[] }) {
  return (
    <div>
      <p className="px-3 pb-2 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">{heading}</p>
      <ul className="grid gap-1">
        {items.map((item, index) => (
          <li key={item.href}>
            <NavigationMenu.Link asChild>
              <a
                href={item.href}
                className="group flex items-start gap-3.5 rounded-xl px-3 py-2.5 transition-colors hover:bg-surface-sunken focus-visible:bg-surface-sunken"
              >
                <NavItemParts item={item} index={index} />
              </a>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A menu's way to the index page of what it lists. */
function IndexLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <NavigationMenu.Link asChild>
      <a
        href={href}
        className="mt-3 inline-flex items-center gap-2 px-3 py-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {children}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </NavigationMenu.Link>
  );
}

/**
 * Radix opens a hovered trigger after a 200 ms timer that neither a click nor Escape cancels, so
 * clicking a trigger and pressing Escape at once reopened the panel (and the next Enter closed it).
 * And a click toggles: a visitor who rests on a trigger a moment before clicking it saw the panel
 * open under the pointer, then close at the click. The menu is controlled here to drop an open that
 * comes from a hover older than the last close, and to keep a panel the hover opened when its
 * trigger is then clicked (the next click closes it).
 */
function useDropdownValue() {
  const [value, setValue] = useState("");
  const intent = useRef({ clicked: false, enteredAt: 0, closedAt: -1, openedByHover: false });
  const onValueChange = (next: string) => {
    const state = intent.current;
    const fromClick = state.clicked;
    state.clicked = false;
    if (next && !fromClick && state.closedAt > state.enteredAt) return;
    if (!next && fromClick && state.openedByHover) {
      state.openedByHover = false;
      return;
    }
    state.openedByHover = Boolean(next) && !fromClick;
    if (!next) state.closedAt = performance.now();
    setValue(next);
  };
  const triggerProps = {
    onPointerEnter: () => {
      intent.current.enteredAt = performance.now();
    },
    onClick: () => {
      intent.current.clicked = true;
    },
  };
  return { value, onValueChange, triggerProps };
}

type TriggerProps = ReturnType<typeof useDropdownValue>["triggerProps"];

function Dropdown({
  label,
  width,
  triggerProps,
  children,
}: {
  label: string;
  width: number;
  triggerProps: TriggerProps;
  children: React.ReactNode;
}) {
  return (
    <NavigationMenu.Item value={label.toLowerCase().replace(/\s+/g, "-")}>
      <NavigationMenu.Trigger type="button" className={`${triggerClass} group/trigger`} {...triggerProps}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-(--duration-base) group-data-[state=open]/trigger:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        data-slot="nav-panel"
        style={{ width }}
        className="absolute top-full left-1/2 z-50 mt-2 max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto max-h-[calc(100dvh-6rem)] rounded-card border border-line bg-surface-raised p-4 shadow-lift data-[motion]:animate-[fade-in_150ms_ease-out]"
      >
        {children}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

export function DesktopNav() {
  const { value, onValueChange, triggerProps } = useDropdownValue();
  return (
    <div className="flex flex-1 items-center justify-between gap-6 condensed:gap-3 [&>nav>div]:static!">
      <NavigationMenu.Root aria-label="Main" className="static" value={value} onValueChange={onValueChange}>
        <NavigationMenu.List className="flex items-center gap-1">
          <Dropdown label="Solutions" width={900} triggerProps={triggerProps}>
            <div className="grid grid-cols-2 gap-6">
              <MenuColumn heading="Industries" items={navigation.industries} />
              <MenuColumn heading="Capabilities" items={navigation.capabilities} />
            </div>
            <div className="flex flex-wrap gap-x-6">
              <IndexLink href={paths.industries}>All industries</IndexLink>
              <IndexLink href={paths.capabilities}>All capabilities</IndexLink>
              <IndexLink href={paths.howWeWork}>How we work</IndexLink>
              <IndexLink href={paths.about}>About Kovira Labs</IndexLink>
            </div>
          </Dropdown>
          <Dropdown label="Case studies" width={720} triggerProps={triggerProps}>
            <div className="grid grid-cols-2 gap-x-6">
              <MenuColumn heading="Recent work" items={navigation.cases.slice(0, 4)} />
              <MenuColumn heading="More stories" items={navigation.cases.slice(4)} />
            </div>
            <IndexLink href={paths.cases}>Browse all case studies by industry, capability or technology</IndexLink>
          </Dropdown>
          <NavigationMenu.Item>
            <a href={paths.insights} className={triggerClass}>
              Insights
            </a>
          </NavigationMenu.Item>
          <NavigationMenu.Item>
            <a href={site.careersUrl} target="_blank" rel="noopener noreferrer" aria-describedby="new-tab-note" className={triggerClass}>
              Careers
              <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-ink-500 forced-colors:text-[CanvasText]" />
            </a>
          </NavigationMenu.Item>
        </NavigationMenu.List>
      </NavigationMenu.Root>
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
