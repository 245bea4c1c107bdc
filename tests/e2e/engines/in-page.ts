/*
 * What the journeys ask of a page, run inside it by whichever engine drives it. Each exported
 * function is sent to the browser as its source, so it must not reach outside its own body.
 */

export type Role = "banner" | "button" | "link" | "dialog" | "alert" | "field";

/**
 * An element as a visitor finds it: by role and accessible name (exactly, or a part of it),
 * optionally inside another.
 */
export type Query = { role: Role; name?: string; nameContains?: string; within?: Query };

export type Command =
  /** Where the element is and whether it shows. */
  | { op: "find"; query: Query }
  /** Scrolls the element into view if it is not, and says where its centre is and what is on top there. */
  | { op: "aim"; query: Query }
  /** Sets a field's value as the browser's own picker would (date, time), with its input and change events. */
  | { op: "set"; query: Query; value: string }
  /** The buttons and links of the nearest box around an element that holds a given control (an outcome notice's). */
  | { op: "controls"; query: Query; holding: Query }
  /**
   * From now on, records the target of every click and keeps it from navigating or downloading,
   * including a download through a link the page makes and clicks without attaching it (the .ics
   * file): MiniBrowser would otherwise show a download bar that shrinks the viewport mid-journey.
   */
  | { op: "hold-clicks" }
  /** Whether the last click recorded landed on the element, and what it landed on. */
  | { op: "last-click"; query: Query }
  /** Scrolls to the end of the page. */
  | { op: "scroll-end" }
  /** What the forms of the page say: each field the browser finds invalid, and why. */
  | { op: "form-problems" }
  /** The page's stylesheets and width. */
  | { op: "layout" };

export type Found = { x: number; y: number; width: number; height: number; visible: boolean; expanded: string | null; text: string };
export type Aim = { x: number; y: number; covered: string | null };
export type Layout = { loaded: boolean; unapplied: string[]; scrollWidth: number; innerWidth: number };

export function inPage(command: Command): unknown {
  const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const textOf = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  const nameOf = (element: Element) => {
    const label = element.getAttribute("aria-label");
    if (label) return normalize(label);
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) return normalize(textOf(labelledBy));
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      return normalize([...(element.labels ?? [])].map((label) => label.textContent).join(" "));
    }
    return normalize(element.textContent);
  };
  const selectors: Record<Role, string> = {
    banner: "header, [role=banner]",
    button: "button, [role=button], input[type=submit]",
    link: "a[href], [role=link]",
    dialog: "dialog, [role=dialog]",
    alert: "[role=alert]",
    field: "input, textarea, select",
  };
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const find = (query: Query): Element | undefined => {
    const scope = query.within ? find(query.within) : document;
    if (!scope) return undefined;
    const candidates = [...scope.querySelectorAll(selectors[query.role])].filter(
      (element) =>
        (query.name === undefined || nameOf(element) === query.name) &&
        (query.nameContains === undefined || nameOf(element).includes(query.nameContains)) &&
        // A <header> is the page's banner only outside sectioning content.
        (query.role !== "banner" ||
          element.getAttribute("role") === "banner" ||
          !element.parentElement?.closest("article, aside, main, nav, section")),
    );
    return candidates.find(isVisible) ?? candidates[0];
  };
  const describe = (element: Element | null) => {
    if (!element) return "nothing";
    const name = nameOf(element).slice(0, 60);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>${name ? ` "${name}"` : ""}`;
  };
  const box = (element: Element) => element.getBoundingClientRect();
  const held = window as unknown as { journeyClicks?: Element[] };

  switch (command.op) {
    case "find": {
      const element = find(command.query);
      if (!element) return null;
      const { x, y, width, height } = box(element);
      return {
        x,
        y,
        width,
        height,
        visible: isVisible(element),
        expanded: element.getAttribute("aria-expanded"),
        text: normalize(element.textContent),
      } satisfies Found;
    }
    case "aim": {
      const element = find(command.query);
      if (!element) return null;
      const inView = (rect: DOMRect) => rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
      if (!inView(box(element))) element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const rect = box(element);
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const top = document.elementFromPoint(x, y);
      return { x, y, covered: top && element.contains(top) ? null : describe(top) } satisfies Aim;
    }
    case "set": {
      const element = find(command.query) as HTMLInputElement | undefined;
      if (!element) return false;
      // The prototype's setter, so that React sees the change as a visitor's.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!.call(element, command.value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    }
    case "controls": {
      const control = find(command.holding);
      let holder = find(command.query)?.parentElement ?? null;
      while (holder && !(control && holder.contains(control))) holder = holder.parentElement;
      if (!holder) return [];
      return [...holder.querySelectorAll(`${selectors.button}, ${selectors.link}`)].filter(isVisible).map((element) => ({
        role: element.matches(selectors.link) ? "link" : "button",
        name: nameOf(element),
      }));
    }
    case "hold-clicks": {
      if (!held.journeyClicks) {
        held.journeyClicks = [];
        document.addEventListener(
          "click",
          (event) => {
            held.journeyClicks!.push(event.target as Element);
            event.preventDefault();
          },
          { capture: true },
        );
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (this.isConnected) click.call(this);
        };
      }
      return true;
    }
    case "last-click": {
      const element = find(command.query);
      const last = held.journeyClicks?.at(-1) ?? null;
      return { hit: Boolean(element && last && element.contains(last)), target: describe(last), count: held.journeyClicks?.length ?? 0 };
    }
    case "scroll-end": {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      return Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
    }
    case "form-problems": {
      return [...document.querySelectorAll<HTMLInputElement>("form input, form textarea, form select")]
        .filter((field) => !field.validity.valid)
        .map((field) => `${nameOf(field) || field.name}: ${field.validationMessage}`);
    }
    case "layout": {
      const links = [...document.querySelectorAll<HTMLLinkElement>("link[rel~=stylesheet]")];
      // A sheet whose rules cannot be read came from elsewhere (WebKit upgrades http to https under upgrade-insecure-requests).
      const rules = (link: HTMLLinkElement) => {
        try {
          return link.sheet?.cssRules.length ?? 0;
        } catch {
          return 0;
        }
      };
      const unapplied = links
        .filter((link) => link.disabled || rules(link) === 0 || !matchMedia(link.media || "all").matches)
        .map(
          (link) =>
            `${link.getAttribute("href")} (${link.disabled ? "disabled" : !link.sheet ? "not loaded" : rules(link) === 0 ? "no rules it may read" : `media ${link.media}`})`,
        );
      return {
        loaded: document.readyState === "complete",
        unapplied,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth,
      } satisfies Layout;
    }
  }
}
