import type { ClientDirective } from "astro";

/** How long an island waits at most for the hero image before it starts anyway. */
export const HERO_WAIT_MS = 2500;

let painted: Promise<void> | undefined;

/**
 * Resolves once the first screen is painted: after the first contentful paint (observer callbacks
 * run in a task of their own after it) and, on a page with a hero image (the one
 * `fetchpriority="high"` image), after the frame that shows it, or HERO_WAIT_MS if it is slow.
 * Shared by every island of the page.
 */
function firstScreenPainted() {
  painted ??= new Promise<void>((resolve) => {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(resolve));
    const afterHero = () => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      if (!hero || hero.complete) return nextFrame();
      hero.addEventListener("load", nextFrame, { once: true });
      hero.addEventListener("error", nextFrame, { once: true });
      setTimeout(resolve, HERO_WAIT_MS);
    };
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        afterHero();
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(afterHero));
    }
  });
  return painted;
}

/**
 * `client:painted`: hydrates once the first screen is painted, so no island's code competes with
 * the HTML, the fonts and the hero image on a slow link. Until then the island's buttons work as
 * plain HTML (decision 007).
 */
const paintedDirective: ClientDirective = (load) => {
  void firstScreenPainted().then(async () => (await load())());
};

export default paintedDirective;
