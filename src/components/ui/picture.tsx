import type * as React from "react";
import type { ResolvedImage } from "~/content/images";
import { cn } from "~/lib/cn";

type PictureProps = {
  image: ResolvedImage;
  /** The `sizes` attribute: how wide the image is displayed at each viewport width. */
  sizes: string;
  /** The one above-the-fold hero image: eager and high priority. Everything else is lazy. */
  priority?: boolean;
  /** Fill the `<picture>`'s box (cropped to cover) instead of taking the image's own height. */
  fill?: boolean;
  className?: string;
  imgClassName?: string;
} & Pick<React.ComponentProps<"img">, "style">;

const srcSet = (image: ResolvedImage, format: "avif" | "webp") =>
  image.widths.map((width) => `${imageUrl(image.id, width, format)} ${width}w`).join(", ");

export function imageUrl(id: string, width: number, format: "avif" | "webp") {
  return `/images/${id}-${width}.${format}`;
}

export function Picture({ image, sizes, priority = false, fill = false, className, imgClassName, style }: PictureProps) {
  const fallbackWidth = image.widths.find((width) => width >= 960) ?? image.widths.at(-1)!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      {/* WebP, for browsers without AVIF, on the image itself: one element less per picture. */}
      <img
        src={imageUrl(image.id, fallbackWidth, "webp")}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={cn(fill ? "size-full object-cover" : "h-auto w-full", imgClassName)}
        style={style}
      />
    </picture>
  );
}
