/** How far the page scrolls before the header condenses. */
export const HEADER_CONDENSE_AT_PX = 100;

/**
 * Keeps `data-condensed` on the site header true while the page is scrolled further than
 * `threshold` pixels; the header's styles follow the attribute. A few lines of script rather than
 * an island, so a page whose only interactive part is its header loads no framework until the
 * visitor opens a form (decision 026). Self-contained: the layout inlines its source
 * (`HEADER_SCRIPT`). Returns a function that stops it.
 */
export function condenseHeaderOnScroll(header: HTMLElement, threshold = HEADER_CONDENSE_AT_PX) {
  const update = () => {
    const condensed = String(window.scrollY > threshold);
    if (header.dataset.condensed !== condensed) header.dataset.condensed = condensed;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}

/**
 * The script the layout inlines at the end of the body: no request, nothing that waits for the
 * network before the first paint, and hashed into each page's Content-Security-Policy like
 * Astro's own inline scripts.
 */
export const HEADER_SCRIPT = `{const header=document.querySelector("header[data-condensed]");if(header)(${condenseHeaderOnScroll.toString()})(header,${HEADER_CONDENSE_AT_PX})}`;
