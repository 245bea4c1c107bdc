/** Scrolls to a section and moves keyboard focus to its heading, honouring reduced motion. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  const heading = target.matches("h1, h2, h3") ? target : target.querySelector<HTMLElement>("h2, h3");
  heading?.focus({ preventScroll: true });
}
