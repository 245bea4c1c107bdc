import { Picture, imageUrl } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";
import type { ResolvedHeroBackground } from "~/content/resolve";
import { cn } from "~/lib/cn";

const HERO_SIZES = "100vw";
const cover = "absolute inset-0 size-full";

/**
 * The slides, the first one shown; `hero-motion.ts` steps through them every `durationMs`. Only
 * the shown slide's image has alternative text (each slide keeps its own in `data-alt`).
 */
function HeroCarousel({ images, durationMs }: { images: ResolvedImage[]; durationMs: number }) {
  return (
    <div className={cover} data-slot="hero-carousel" data-active-slide={0} data-interval={durationMs}>
      {images.map((image, index) => (
        <Picture
          key={image.id}
          image={index === 0 ? image : { ...image, alt: "" }}
          sizes={HERO_SIZES}
          priority={index === 0}
          className={cn(cover, "transition-opacity duration-1000", index === 0 ? "opacity-100" : "opacity-0")}
          data-frame=""
          data-alt={image.alt}
          fill
        />
      ))}
    </div>
  );
}

/** Muted and looping; `hero-motion.ts` plays it unless the visitor prefers reduced motion. */
function HeroVideo({ src, poster }: { src: string; poster: ResolvedImage }) {
  return (
    <video
      className={cn(cover, "object-cover")}
      data-slot="hero-video"
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
 * reduced motion); the much heavier animation is fetched by `hero-motion.ts` once the page has
 * loaded and laid over the still when it has arrived, so it never delays the first paint.
 */
function HeroGif({ src, still }: { src: string; still: ResolvedImage }) {
  return (
    <div className={cover} data-slot="hero-gif" data-animation={`/media/${src}.gif`}>
      <Picture image={still} sizes={HERO_SIZES} priority className={cover} fill />
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
