import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCarousel, startGif, startVideo } from "./hero-motion";

/** A motion setting the test can change, as the visitor would in their system's settings. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  } as unknown as MediaQueryList;
  const change = (next: boolean) => {
    (query as { matches: boolean }).matches = next;
    for (const listener of listeners) listener();
  };
  return { query, change };
}

function carousel(interval = 4000) {
  document.body.innerHTML = `
    <div data-slot="hero-carousel" data-active-slide="0" data-interval="${interval}">
      ${["Job cards", "A terminal", "A tablet"]
        .map(
          (alt, index) =>
            `<picture data-frame="" data-alt="${alt}" class="${index === 0 ? "opacity-100" : "opacity-0"}"><img alt="${index === 0 ? alt : ""}"></picture>`,
        )
        .join("")}
    </div>`;
  return document.querySelector<HTMLElement>("[data-slot=hero-carousel]")!;
}

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll("picture")].map((frame) => [frame.classList.contains("opacity-100"), frame.querySelector("img")!.alt]);

describe("the hero's motion", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps the carousel every interval, wrapping, with the shown slide's image alone described", () => {
    const root = carousel();
    startCarousel(root, motionSetting(false).query);
    vi.advanceTimersByTime(3999);
    expect(root.dataset.activeSlide).toBe("0");
    vi.advanceTimersByTime(1);
    expect(root.dataset.activeSlide).toBe("1");
    expect(shown(root)).toEqual([
      [false, ""],
      [true, "A terminal"],
      [false, ""],
    ]);
    vi.advanceTimersByTime(8000);
    expect(root.dataset.activeSlide).toBe("0");
    expect(shown(root)[0]).toEqual([true, "Job cards"]);
  });

  it("holds the carousel still under reduced motion, and follows the setting when it changes", () => {
    const root = carousel();
    const setting = motionSetting(true);
    startCarousel(root, setting.query);
    vi.advanceTimersByTime(20_000);
    expect(root.dataset.activeSlide).toBe("0");
    setting.change(false);
    vi.advanceTimersByTime(4000);
    expect(root.dataset.activeSlide).toBe("1");
    setting.change(true);
    vi.advanceTimersByTime(20_000);
    expect(root.dataset.activeSlide).toBe("1");
  });

  it("plays the video, and pauses it when the visitor asks for less motion", () => {
    const video = document.createElement("video");
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    const setting = motionSetting(false);
    startVideo(video, setting.query);
    expect(play).toHaveBeenCalledTimes(1);
    setting.change(true);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it("asks for the GIF only once the page has loaded, and lays it over the still when it has arrived", async () => {
    document.body.innerHTML = `<div data-slot="hero-gif" data-animation="/media/hero-loop.gif"><picture><img width="1920" height="1080" alt="A still"></picture></div>`;
    const container = document.querySelector<HTMLElement>("[data-slot=hero-gif]")!;
    let pageLoaded!: () => void;
    const loaded = new Promise<void>((resolve) => (pageLoaded = resolve));
    const setting = motionSetting(false);
    const created = vi.spyOn(document, "createElement");
    startGif(container, setting.query, loaded);
    await vi.runAllTimersAsync();
    const animation = created.mock.results.find((result) => result.value instanceof HTMLImageElement)?.value as HTMLImageElement;
    created.mockRestore();
    expect(animation.getAttribute("src")).toBeNull();
    pageLoaded();
    await vi.runAllTimersAsync();
    expect(animation.getAttribute("src")).toBe("/media/hero-loop.gif");
    expect(animation.isConnected).toBe(false);
    animation.dispatchEvent(new Event("load"));
    expect(container.lastElementChild).toBe(animation);
    expect([animation.alt, animation.dataset.slot, animation.getAttribute("width"), animation.getAttribute("height")]).toEqual(["", "hero-animation", "1920", "1080"]);
    setting.change(true);
    expect(animation.hidden).toBe(true);
  });

  it("never asks for the GIF under reduced motion", async () => {
    document.body.innerHTML = `<div data-slot="hero-gif" data-animation="/media/hero-loop.gif"><picture><img alt="A still"></picture></div>`;
    const container = document.querySelector<HTMLElement>("[data-slot=hero-gif]")!;
    const created = vi.spyOn(document, "createElement");
    startGif(container, motionSetting(true).query, Promise.resolve());
    await Promise.resolve();
    expect(created).not.toHaveBeenCalledWith("img");
    created.mockRestore();
  });
});
