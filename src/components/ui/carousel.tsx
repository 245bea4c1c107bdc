import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { createContext, use, useCallback, useEffect, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel() {
  const context = use(CarouselContext);
  if (!context) throw new Error("useCarousel must be used inside <Carousel>");
  return context;
}

type CarouselProps = React.ComponentProps<"div"> & { opts?: CarouselOptions; setApi?: (api: CarouselApi) => void };

/** A horizontal embla carousel; before hydration its slides are a plain, clipped row. */
export function Carousel({ opts, setApi, className, children, ...props }: CarouselProps) {
  const [carouselRef, api] = useEmblaCarousel(opts);
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);

  const onSelect = useCallback((current: CarouselApi) => {
    if (!current) return;
    setCanScrollPrev(current.canScrollPrev());
    setCanScrollNext(current.canScrollNext());
  }, []);
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  useEffect(() => {
    if (api) setApi?.(api);
  }, [api, setApi]);

  useEffect(() => {
    if (!api) return;
    onSelect(api);
    api.on("reInit", onSelect).on("select", onSelect);
    return () => {
      api.off("reInit", onSelect).off("select", onSelect);
    };
  }, [api, onSelect]);

  return (
    <CarouselContext value={{ carouselRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      <div data-slot="carousel" role="region" aria-roledescription="carousel" className={cn("relative", className)} {...props}>
        {children}
      </div>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { carouselRef } = useCarousel();
  return (
    <div ref={carouselRef} data-slot="carousel-content" className="overflow-hidden">
      <div className={cn("-ml-4 flex touch-pan-y touch-pinch-zoom", className)} {...props} />
    </div>
  );
}

/** `basis`: the slide's width classes, one slide per view unless given. */
export function CarouselItem({ className, basis = "basis-full", ...props }: React.ComponentProps<"div"> & { basis?: string }) {
  return (
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      className={cn("min-w-0 shrink-0 grow-0 pl-4", basis, className)}
      {...props}
    />
  );
}

type CarouselButtonProps = Omit<React.ComponentProps<typeof Button>, "children"> & { label?: string };

export function CarouselPrevious({
  className,
  variant = "secondary",
  size = "iconLg",
  label = "Previous slide",
  ...props
}: CarouselButtonProps) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant={variant}
      size={size}
      className={className}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      aria-label={label}
      {...props}
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}

export function CarouselNext({ className, variant = "secondary", size = "iconLg", label = "Next slide", ...props }: CarouselButtonProps) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <Button
      data-slot="carousel-next"
      variant={variant}
      size={size}
      className={className}
      disabled={!canScrollNext}
      onClick={scrollNext}
      aria-label={label}
      {...props}
    >
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
