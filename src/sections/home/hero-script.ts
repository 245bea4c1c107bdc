/** How often the hero's word changes. */
export const WORD_ROTATION_MS = 3000;

/** The class that brings each new word in (the `word-in` keyframes in src/app.css). */
export const WORD_IN_CLASS = "animate-[word-in_600ms_var(--ease-out-quint)]";

/**
 * The home hero's two behaviours, a few lines of script rather than an island, so the first screen
 * asks for no framework (decision 026), and self-contained: the page inlines its source
 * (`HERO_SCRIPT`), which makes no request.
 *
 * - The word in the headline (`[data-rotating-word]`, its words in `data-words`) changes every
 *   `interval` ms, each new one drawn in by `wordIn`; it stands still while the visitor prefers
 *   reduced motion or the tab is hidden. The headline's accessible name is a sentence of its own,
 *   so nothing is announced as it changes. Its pause button (`[data-rotation-toggle]`, hidden
 *   until the word can move) stops it and starts it again (WCAG 2.2.2, Pause, Stop, Hide).
 * - "Explore" (`a[data-scroll-to]`, a link to the section, which it follows without script)
 *   scrolls to the section, smoothly unless reduced motion is preferred, and moves keyboard focus
 *   to its heading (the target itself when it is one), so the next Tab continues from there.
 */
export function startHero(root: ParentNode, interval: number, wordIn: string) {
  const reduce = matchMedia("(prefers-reduced-motion: reduce)");
  let word = root.querySelector<HTMLElement>("[data-rotating-word]");
  const words = JSON.parse(word?.dataset.words ?? "[]") as string[];
  let index = 0;
  const toggle = root.querySelector<HTMLButtonElement>("[data-rotation-toggle]");
  if (toggle && word && words.length > 1 && !reduce.matches) {
    toggle.hidden = false;
    toggle.addEventListener("click", () => toggle.setAttribute("aria-pressed", String(toggle.getAttribute("aria-pressed") !== "true")));
  }
  if (word && words.length > 1)
    setInterval(() => {
      if (reduce.matches || document.hidden || !word || toggle?.getAttribute("aria-pressed") === "true") return;
      index = (index + 1) % words.length;
      // A new element, so its animation runs from the start.
      const next = word.cloneNode() as HTMLElement;
      next.textContent = words[index]!;
      next.classList.add(wordIn);
      word.replaceWith(next);
      word = next;
    }, interval);

  root.querySelector<HTMLAnchorElement>("a[data-scroll-to]")?.addEventListener("click", (event) => {
    const target = document.getElementById((event.currentTarget as HTMLAnchorElement).dataset.scrollTo!);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reduce.matches ? "auto" : "smooth", block: "start" });
    const heading = target.matches("h2, h3") ? target : target.querySelector<HTMLElement>("h2, h3");
    heading?.focus({ preventScroll: true });
  });
}

/** The script the home page inlines after its hero. */
export const HERO_SCRIPT = `{const hero=document.querySelector("[data-hero]");if(hero)(${startHero.toString()})(hero,${WORD_ROTATION_MS},${JSON.stringify(WORD_IN_CLASS)})}`;
