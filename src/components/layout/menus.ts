/** How long a dropdown the hover opened stays once the pointer has left it and its trigger. */
export const HOVER_CLOSE_MS = 150;

/**
 * The header's menus, for the whole document from the first parsed byte of the body: the layout
 * inlines this function's source (`MENUS_SCRIPT`) before the header. The menus themselves are native
 * popovers that their toggles open with no script at all; this adds what the platform does not:
 *
 * - Desktop dropdowns (`button[data-nav-trigger]`, whose `aria-controls` names its panel): a
 *   click (or Enter, Space) toggles the panel, shown with the trigger as its source, so its links
 *   come right after the trigger in the Tab order and a tap on the trigger is not a tap outside. A
 *   mouse resting on a trigger opens its panel, and leaving both closes it again after
 *   HOVER_CLOSE_MS; a click on a trigger whose panel the hover opened keeps it open (the next click
 *   closes it). Each trigger's `aria-expanded` follows its panel.
 * - A menu's lists of pages wait in `<template data-menu-items>` (no elements to style until then):
 *   they are put in place as the menu first opens, before it is shown.
 * - The phone's menu (`#mobile-menu`): its toggle is named "Close menu" while it is open. As it
 *   first opens, each group's row (`a[data-menu-group]`, a link to the group's index page) becomes
 *   an accordion button over the group's panel, with `aria-expanded`.
 * - Choosing a link in an open menu closes the menu.
 */
export function listenForMenus(doc: Document, hoverCloseMs: number) {
  let hovered: HTMLElement | null = null;
  let closing: ReturnType<typeof setTimeout> | undefined;
  /**
   * The trigger last pressed with a pointer, and whether its panel was open then: the browser may
   * close it as the press ends (a press outside an open popover closes it), before the click.
   */
  let pressed: { trigger: HTMLElement; open: boolean } | null = null;
  const panelOf = (trigger: Element) => doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
  const isOpen = (element: Element) => element.matches(":popover-open");
  const within = (target: EventTarget | null, selector: string) => (target instanceof Element ? target.closest<HTMLElement>(selector) : null);
  /** The dropdown (its trigger or its panel) an element is part of: the panel's id. */
  const dropdownOf = (target: EventTarget | null) =>
    within(target, "[data-nav-trigger]")?.getAttribute("aria-controls") ?? within(target, "[data-slot=nav-panel]")?.id ?? null;
  const show = (panel: HTMLElement, trigger: HTMLElement) => {
    // Engines without popover sources ignore the option.
    panel.showPopover({ source: trigger } as ShowPopoverOptions);
  };

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const id = dropdownOf(event.target);
    if (!id) return;
    clearTimeout(closing);
    const panel = doc.getElementById(id);
    const trigger = within(event.target, "[data-nav-trigger]");
    if (!panel || isOpen(panel) || !trigger) return;
    show(panel, trigger);
    hovered = panel;
  });
  doc.addEventListener(
    "pointerdown",
    (event) => {
      const trigger = within(event.target, "[data-nav-trigger]");
      const panel = trigger && panelOf(trigger);
      pressed = trigger && panel ? { trigger, open: isOpen(panel) } : null;
    },
    true,
  );
  doc.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse" || !hovered) return;
    const id = dropdownOf(event.target);
    if (!id || id === dropdownOf(event.relatedTarget)) return;
    const panel = hovered;
    closing = setTimeout(() => {
      if (hovered === panel && isOpen(panel)) panel.hidePopover();
    }, hoverCloseMs);
  });
  doc.addEventListener("click", (event) => {
    const trigger = within(event.target, "[data-nav-trigger]");
    if (trigger) {
      const panel = panelOf(trigger);
      const wasOpen = pressed?.trigger === trigger ? pressed.open : Boolean(panel && isOpen(panel));
      pressed = null;
      if (!panel) return;
      if (wasOpen && panel === hovered) {
        // The hover opened it a moment ago: the click that follows keeps it, the next one closes it.
        hovered = null;
        if (!isOpen(panel)) show(panel, trigger);
      } else if (wasOpen) {
        if (isOpen(panel)) panel.hidePopover();
      } else if (!isOpen(panel)) {
        show(panel, trigger);
      }
      return;
    }
    const group = within(event.target, "a[data-menu-group][role=button]");
    if (group) {
      event.preventDefault();
      const panel = doc.getElementById(group.getAttribute("data-menu-group") ?? "");
      const open = group.getAttribute("aria-expanded") !== "true";
      group.setAttribute("aria-expanded", String(open));
      if (panel) panel.hidden = !open;
      return;
    }
    const link = within(event.target, "a[href]");
    const menu = link && within(link, "[popover]");
    if (menu && isOpen(menu) && !event.defaultPrevented) menu.hidePopover();
  });
  // A group's button takes Space as a button does.
  doc.addEventListener("keydown", (event) => {
    const group = event.key === " " ? within(event.target, "a[data-menu-group][role=button]") : null;
    if (!group) return;
    event.preventDefault();
    group.click();
  });
  // Neither event bubbles: capturing listeners on the document hear every popover's.
  doc.addEventListener(
    "beforetoggle",
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || (event as ToggleEvent).newState !== "open") return;
      // The menu's lists wait in templates until it first opens, then are in it for good.
      for (const template of menu.querySelectorAll<HTMLTemplateElement>("template[data-menu-items]")) {
        template.replaceWith(template.content);
      }
      if (menu.id !== "mobile-menu") return;
      for (const group of menu.querySelectorAll<HTMLElement>("a[data-menu-group]:not([role])")) {
        group.setAttribute("role", "button");
        group.setAttribute("aria-expanded", "false");
        group.setAttribute("aria-controls", group.getAttribute("data-menu-group") ?? "");
      }
    },
    true,
  );
  doc.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id) return;
      const open = (event as ToggleEvent).newState === "open";
      if (!open && popover === hovered) hovered = null;
      for (const trigger of doc.querySelectorAll(`[data-nav-trigger][aria-controls="${popover.id}"]`)) trigger.setAttribute("aria-expanded", String(open));
      if (popover.id !== "mobile-menu") return;
      for (const toggle of doc.querySelectorAll(`[popovertarget="${popover.id}"]`)) toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    },
    true,
  );
}

/** The script the layout inlines at the start of the body, hashed into each page's Content-Security-Policy. */
export const MENUS_SCRIPT = `(${listenForMenus.toString()})(document,${HOVER_CLOSE_MS})`;
