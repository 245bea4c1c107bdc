/*
 * A capability page's moving hero, set in motion without a framework (issue 17: no page ships more
 * than 70 KB of JavaScript on first load; React alone is 64). `PageHero` prerenders the still
 * state (the first slide, the video's poster, the GIF's still); this module, a few hundred bytes,
 * moves it: the slides change every `data-interval` ms, the video plays, the GIF is fetched once
 * the page has loaded and laid over its still. Under reduced motion nothing moves, and it follows
 * the setting if it changes while the page is open.
 */

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Runs `apply` now and whenever the visitor's motion setting changes. */
function followMotionSetting(reduced: MediaQueryList, apply: () => void) {
  reduced.addEventListener("change", apply);
  apply();
}

/**
 * Steps through the carousel's frames (`[data-frame]`, the first shown) every `data-interval` ms.
 * The shown frame's image carries the alternative text (the frame keeps it in `data-alt`); the others are
 * decorative. `data-active-slide` says which is shown.
 */
export function startCarousel(carousel: HTMLElement, reduced: MediaQueryList) {
  const frames = [...carousel.querySelectorAll<HTMLElement>("[data-frame]")];
  const interval = Number(carousel.dataset.interval);
  let active = 0;
  let timer: number | undefined;
  const show = (next: number) => {
    for (const [index, frame] of [active, next].map((i) => [i, frames[i]!] as const)) {
      const shown = index === next;
      frame.classList.toggle("opacity-100", shown);
      frame.classList.toggle("opacity-0", !shown);
      const image = frame.querySelector("img");
      if (image) image.alt = shown ? (frame.dataset.alt ?? "") : "";
    }
    active = next;
    carousel.dataset.activeSlide = String(next);
  };
  followMotionSetting(reduced, () => {
    window.clearInterval(timer);
    timer = undefined;
    if (reduced.matches || frames.length < 2 || !(interval > 0)) return;
    timer = window.setInterval(() => show((active + 1) % frames.length), interval);
  });
}

/** Plays the muted, looping video, and pauses it under reduced motion. */
export function startVideo(video: HTMLVideoElement, reduced: MediaQueryList) {
  followMotionSetting(reduced, () => {
    if (reduced.matches) video.pause();
    else video.play().catch(() => undefined);
  });
}

/**
 * Fetches the animation (`data-animation`, a GIF) once the page has loaded and motion is welcome,
 * and lays it over the still when it has arrived; hides it again under reduced motion.
 */
export function startGif(container: HTMLElement, reduced: MediaQueryList, loaded: Promise<void>) {
  const src = container.dataset.animation;
  const still = container.querySelector("img");
  if (!src || !still) return;
  let animation: HTMLImageElement | undefined;
  followMotionSetting(reduced, () => {
    if (animation) {
      animation.hidden = reduced.matches;
      return;
    }
    if (reduced.matches) return;
    animation = document.createElement("img");
    const image = animation;
    void loaded.then(() => {
      image.alt = "";
      image.dataset.slot = "hero-animation";
      for (const size of ["width", "height"]) image.setAttribute(size, still.getAttribute(size) ?? "");
      image.className = "absolute inset-0 size-full object-cover";
      image.hidden = reduced.matches;
      image.addEventListener("load", () => container.append(image), { once: true });
      image.src = src;
    });
  });
}

/** Resolves once the page's load event has fired. */
export function pageLoaded(target: Document = document) {
  return new Promise<void>((resolve) => {
    if (target.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
}

/** Sets the page's hero in motion, whichever moving background it has. */
export function startHeroMotion(root: ParentNode = document) {
  const reduced = matchMedia(REDUCED_MOTION);
  const carousel = root.querySelector<HTMLElement>("[data-slot=hero-carousel]");
  if (carousel) startCarousel(carousel, reduced);
  const video = root.querySelector<HTMLVideoElement>("video[data-slot=hero-video]");
  if (video) startVideo(video, reduced);
  const gif = root.querySelector<HTMLElement>("[data-slot=hero-gif]");
  if (gif) startGif(gif, reduced, pageLoaded());
}
