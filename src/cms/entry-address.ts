/*
 * Decap keeps its entry view mounted when the address changes straight from one entry to another
 * (an editor address typed or pasted over an open entry, e.g. the home page's over the settings'):
 * it never loads the new entry, and showed its fields empty, the title bar saying "Changes saved".
 * Reached by a click, through a list, the view is drawn afresh. Such a change of address now opens
 * the new entry afresh, as a reload of its address does; an entry with unsaved changes is guarded
 * by the browser's own "Leave site?" question, as for any reload.
 */

/** The entry an editor address opens (`{collection}/{slug}`, `{collection}/new` for a blank one), or undefined for any other view. */
export function entryAddress(url: string): string | undefined {
  const at = url.indexOf("#");
  const hash = at < 0 ? "" : url.slice(at);
  const existing = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+?)\/?(?:[?#]|$)/.exec(hash);
  if (existing) return `${existing[1]}/${existing[2]}`;
  const blank = /^#\/collections\/([^/?#]+)\/new(?:[?#/]|$)/.exec(hash);
  return blank ? `${blank[1]}/new` : undefined;
}

/**
 * Whether going from one address to another must open the entry afresh: from an entry to another
 * saved entry. A blank new entry saved becomes its saved entry in the same collection, which Decap
 * handles itself (and must not reload: the page stays as it is after a save).
 */
export function opensAfresh(from: string, to: string) {
  const before = entryAddress(from);
  const after = entryAddress(to);
  if (!before || !after || before === after || after.endsWith("/new")) return false;
  const [collection] = before.split("/");
  return !(before.endsWith("/new") && after.startsWith(`${collection}/`));
}

/**
 * Reloads the editor at the new address when it changes from one entry to another, before Decap's
 * router sees the change (its listener comes after this one). Returns how to stop.
 */
export function reopenEntryOnAddressChange(view: Window, reload: () => void = () => view.location.reload()) {
  const reopen = (event: HashChangeEvent) => {
    if (!opensAfresh(event.oldURL, event.newURL)) return;
    event.stopImmediatePropagation();
    reload();
  };
  view.addEventListener("hashchange", reopen, true);
  return () => view.removeEventListener("hashchange", reopen, true);
}
