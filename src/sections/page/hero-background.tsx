import { useEffect, useRef, useState } from "react";
import { Picture, imageUrl } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";
import type { HeroBackground } from "~/content/schema";
import { cn } from "~/lib/cn";
import { useIntervalIndex } from "~/lib/use-interval-index";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";

/** Hero backgrounds with their images resolved at build time. */
export type ResolvedHeroBackground =
  | Extract<HeroBackground, { type: "gradient" | "default" }>
  | { type: "image"; image: ResolvedImage }
  | { type: "gif"; src: string; still: ResolvedImage }
  | { type: "carousel"; images: ResolvedImage[]; durationMs: number }
  | { type: "video"; src: string; poster: ResolvedImage };

const HERO_SIZES = "100vw";
const cover = "absolute inset-0 size-full";

function HeroCarousel({ images, durationMs }: { images: ResolvedImage[]; durationMs: number }) {
  const reduceMotion = usePrefersReducedMotion();
  const [active] = useIntervalIndex(images.length, durationMs, reduceMotion);
  return (
    <div className={cover} data-slot="hero-carousel" data-active-slide={active}>
      {images.map((image, index) => (
        <Picture
          key={image.id}
          image={index === active ? image : { ...image, alt: "" }}
          sizes={HERO_SIZES}
          priority={index === 0}
          className={cn(cover, "transition-opacity duration-1000", index === active ? "opacity-100" : "opacity-0")}
          fill
        />
      ))}
    </div>
  );
}

function HeroVideo({ src, poster }: { src: string; poster: ResolvedImage }) {
  const reduceMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduceMotion) element.pause();
    else element.play().catch(() => undefined);
  }, [reduceMotion]);
  return (
    <video
      ref={video}
      className={cn(cover, "object-cover")}
      muted
      loop
      playsInline
      preload="metadata"
      poster={imageUrl(poster.id, 1280, "webp")}
      aria-hidden="true"
    >
      <source src={`/media/${src}.webm`} type="video/webm" />
      <source src={`/media/${src}.mp4`} type="video/mp4" />
    </video>
  );
}

/**
 * The still is what the page is prerendered with and what it prioritises (and all it shows under
 * reduced motion); the much heavier animation is fetched after hydration and laid over the still
 * once it has loaded, so it never delays the first paint.
 */
function HeroGif({ src, still }: { src: string; still: ResolvedImage }) {
  const reduceMotion = usePrefersReducedMotion();
  const [animationLoaded, setAnimationLoaded] = useState(false);
  const animation = `/media/${src}.gif`;
  useEffect(() => {
    if (reduceMotion) return;
    const preload = new Image();
    preload.onload = () => setAnimationLoaded(true);
    preload.src = animation;
    return () => {
      preload.onload = null;
    };
  }, [animation, reduceMotion]);
  return (
    <div className={cover}>
      <Picture image={still} sizes={HERO_SIZES} priority className={cover} fill />
      {animationLoaded && !reduceMotion && (
        <img
          src={animation}
          alt=""
          data-slot="hero-animation"
          width={still.width}
          height={still.height}
          className={cn(cover, "object-cover")}
        />
      )}
    </div>
  );
}

export function HeroBackgroundLayer({ background }: { background: ResolvedHeroBackground }) {
  switch (background.type) {
    case "gradient":
      return <div className={cover} style={{ backgroundImage: background.gradient }} />;
    case "image":
      return <Picture image={background.image} sizes={HERO_SIZES} priority className={cover} fill />;
    case "gif":
      return <HeroGif src={background.src} still={background.still} />;
    case "carousel":
      return <HeroCarousel images={background.images} durationMs={background.durationMs} />;
    case "video":
      return <HeroVideo src={background.src} poster={background.poster} />;
    case "default":
      return (
        <div className={cn(cover, "bg-surface")}>
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,var(--color-brand-100),transparent_45%),radial-gradient(circle_at_15%_85%,#ffe4d9,transparent_40%)]" />
          <div className="absolute inset-0 bg-[linear-gradient(var(--color-line)_1px,transparent_1px),linear-gradient(90deg,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)] bg-[size:48px_48px] opacity-60" />
        </div>
      );
  }
}
