/*
 * A notice the editor's own checks show over Decap's page (a refused upload, a refused save): an
 * alert in the editor's red, in the place and for as long as the caller says.
 */
const LOOK = "padding:12px 16px;border-radius:5px;background:#ff003b;color:#fff;font:600 14px/1.4 system-ui,sans-serif;box-shadow:0 2px 6px rgba(0,0,0,.3)";

type Notice = {
  /** Its `data-*` attribute, by which it is found and replaced. */
  marker: string;
  message: string;
  /** Where it stands: CSS for its position, width and layer. */
  place: string;
  lifetimeMs: number;
};

export function showNotice(document: Document, { marker, message, place, lifetimeMs }: Notice) {
  const notice = document.createElement("div");
  notice.setAttribute("role", "alert");
  notice.setAttribute(`data-${marker}`, "");
  notice.textContent = message;
  notice.style.cssText = `position:fixed;${place};${LOOK}`;
  document.body.append(notice);
  setTimeout(() => notice.remove(), lifetimeMs);
}
