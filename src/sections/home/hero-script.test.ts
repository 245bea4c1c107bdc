import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startHero, WORD_IN_CLASS, WORD_ROTATION_MS } from "./hero-script";

const WORDS = ["smarter", "faster", "secure"];

function hero() {
  document.body.innerHTML = `
    <section data-hero>
      <h1><span data-rotating-word data-words='${JSON.stringify(WORDS)}' class="word">smarter</span></h1>
      <button type="button" data-rotation-toggle hidden aria-pressed="false">Pause the moving word</button>
      <a href="#features" data-scroll-to="features">Explore</a>
    </section>
    <section><h2 id="features" tabindex="-1">What we do</h2></section>`;
  const root = document.querySelector<HTMLElement>("[data-hero]")!;
  return { root, word: () => root.querySelector<HTMLElement>("[data-rotating-word]")! };
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

describe("the home hero's script", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("changes the word every 3 s, drawing each new one in, and wraps after the last", () => {
    preferReducedMotion(false);
    const { root, word } = hero();
    startHero(root, WORD_ROTATION_MS, WORD_IN_CLASS);
    expect(word().textContent).toBe("smarter");
    vi.advanceTimersByTime(WORD_ROTATION_MS - 1);
    expect(word().textContent).toBe("smarter");
    vi.advanceTimersByTime(1);
    expect(word().textContent).toBe("faster");
    expect(word().classList).toContain(WORD_IN_CLASS);
    expect(word().classList).toContain("word");
    vi.advanceTimersByTime(2 * WORD_ROTATION_MS);
    expect(word().textContent).toBe("smarter");
    expect(root.querySelectorAll("[data-rotating-word]")).toHaveLength(1);
  });

  it("shows its pause button, which stops the word and starts it again", () => {
    preferReducedMotion(false);
    const { root, word } = hero();
    const toggle = root.querySelector<HTMLButtonElement>("[data-rotation-toggle]")!;
    startHero(root, WORD_ROTATION_MS, WORD_IN_CLASS);
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    vi.advanceTimersByTime(3 * WORD_ROTATION_MS);
    expect(word().textContent).toBe("smarter");
    toggle.click();
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    vi.advanceTimersByTime(WORD_ROTATION_MS);
    expect(word().textContent).toBe("faster");
  });

  it("stands still while the visitor prefers reduced motion, with no pause button to offer", () => {
    preferReducedMotion(true);
    const { root, word } = hero();
    startHero(root, WORD_ROTATION_MS, WORD_IN_CLASS);
    vi.advanceTimersByTime(5 * WORD_ROTATION_MS);
    expect(word().textContent).toBe("smarter");
    expect(root.querySelector<HTMLButtonElement>("[data-rotation-toggle]")!.hidden).toBe(true);
  });

  it("Explore scrolls to its section and moves focus to the heading, instead of following the link", () => {
    preferReducedMotion(true);
    const { root } = hero();
    const heading = document.getElementById("features")!;
    heading.scrollIntoView = vi.fn();
    startHero(root, WORD_ROTATION_MS, WORD_IN_CLASS);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    root.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(document.activeElement).toBe(heading);
  });
});
