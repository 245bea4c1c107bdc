import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * An image ready for `<Picture>`: its id and alt, every width that exists and its intrinsic
 * dimensions. `missing` says why there is none (the ID names no picture): the entry's own page
 * fails the build with it (`ownPictures`), the dev server draws it as a visible placeholder there,
 * and pages that only list the entry show their card without a picture. Made by `resolveImage`
 * (src/content/images.ts).
 */
export type ResolvedImage = { id: string; alt: string; width: number; height: number; widths: number[]; missing?: string };

type PictureProps = {
  image: ResolvedImage;
  /** The `sizes` attribute: how wide the image is displayed at each viewport width. */
  sizes: string;
  /**
   * The widest candidate worth offering: a card never drawn wider than 400 px needs nothing past
   * 960 (twice its width, and a little over on a phone), and every candidate left out is two URLs
   * fewer in the page.
   */
  largest?: number;
  /** The one above-the-fold hero image: eager and high priority. Everything else is lazy. */
  priority?: boolean;
  /** Fill the `<picture>`'s box (cropped to cover) instead of taking the image's own height. */
  fill?: boolean;
  className?: string;
  imgClassName?: string;
} & Pick<React.ComponentProps<"img">, "style"> & {
    /** Data attributes, for the `<picture>`. */
    [data: `data-${string}`]: string | undefined;
  };

const srcSet = (image: ResolvedImage, widths: number[], format: "avif" | "webp") =>
  widths.map((width) => `${imageUrl(image.id, width, format)} ${width}w`).join(", ");

/** The image's widths up to `largest`, and at least its narrowest. */
export function candidateWidths(widths: number[], largest = Infinity) {
  const offered = widths.filter((width) => width <= largest);
  return offered.length > 0 ? offered : widths.slice(0, 1);
}

export function imageUrl(id: string, width: number, format: "avif" | "webp") {
  return `/images/${id}-${width}.${format}`;
}

/**
 * Up to this width, the WebP fallback is one file, the widest offered: a browser without AVIF (Safari
 * before 16.4, or on macOS before 13) gets what a phone at twice its density picks anyway, and the
 * page carries no second list of candidates for it. A wider image (a hero) keeps the list, so an
 * old browser on a large screen is not shown a blurred one.
 */
export const SINGLE_FALLBACK_UP_TO = 960;

/**
 * Up to this width a picture is WebP alone: AVIF's container costs more than it saves on so few
 * pixels (the testimonials' 96 and 192 px portraits: 16.6 KB as AVIF, 16.0 KB as WebP), and the
 * page is one `<source>` shorter.
 */
export const WEBP_ONLY_UP_TO = 192;

export function Picture({ image, sizes, largest, priority = false, fill = false, className, imgClassName, style, ...data }: PictureProps) {
  if (image.missing) return <MissingPicture image={image} fill={fill} className={className} />;
  const widths = candidateWidths(image.widths, largest);
  const avif = widths.at(-1)! > WEBP_ONLY_UP_TO;
  // Without an AVIF source, the WebP candidates are the picture's only choice: all of them stay.
  const single = avif && widths.at(-1)! <= SINGLE_FALLBACK_UP_TO;
  const fallbackWidth = single ? widths.at(-1)! : (widths.find((width) => width >= 960) ?? widths.at(-1)!);
  return (
    <picture className={className} {...data}>
      {avif && <source type="image/avif" srcSet={srcSet(image, widths, "avif")} sizes={sizes} />}
      {/* WebP, for browsers without AVIF, on the image itself: one element less per picture. */}
      <img
        src={imageUrl(image.id, fallbackWidth, "webp")}
        srcSet={single ? undefined : srcSet(image, widths, "webp")}
        sizes={single ? undefined : sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        // A hero loads eagerly by default: only the lazy ones say how they load.
        loading={priority ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={cn(fill ? "size-full object-cover" : "h-auto w-full", imgClassName)}
        style={style}
      />
    </picture>
  );
}

/**
 * A picture whose ID does not exist, on the dev server only (the build fails instead): a striped
 * box of the picture's shape that says what is wrong, so the page is visibly unfinished.
 */
function MissingPicture({ image, fill, className }: { image: ResolvedImage; fill: boolean; className?: string | undefined }) {
  return (
    <span role="img" aria-label={image.missing} data-missing-picture={image.id} className={cn("block", className)}>
      <span
        className={cn(
          "flex items-center justify-center bg-[repeating-linear-gradient(135deg,#fde68a_0_12px,#fef3c7_12px_24px)] p-4 text-center text-sm font-semibold text-ink-900",
          fill ? "size-full" : "aspect-[16/9] w-full",
        )}
      >
        {image.missing}
      </span>
    </span>
  );
}

/** The widest candidate a card's picture offers: cards are drawn at most 400 px wide. */
export const CARD_LARGEST = 960;

/**
 * A card's picture: the card's media box itself (16:9 unless `className` says otherwise), cropped to
 * fill it, offering nothing past `CARD_LARGEST`.
 */
export function CardPicture({
  image,
  sizes,
  className,
  imgClassName,
}: {
  image: ResolvedImage;
  sizes: string;
  className?: string;
  imgClassName?: string;
}) {
  // A card links to the page that says what is wrong with its picture; here it is only an empty box.
  if (image.missing)
    return <span data-missing-picture={image.id} className={cn("block aspect-[16/9] overflow-hidden bg-ink-100", className)} />;
  return (
    <Picture
      image={image}
      sizes={sizes}
      largest={CARD_LARGEST}
      className={cn("block aspect-[16/9] overflow-hidden bg-ink-100", className)}
      imgClassName={imgClassName}
      fill
    />
  );
}
