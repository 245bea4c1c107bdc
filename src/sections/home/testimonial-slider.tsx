import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { ContentError } from "~/content/load";
import { paths } from "~/lib/paths";
import { useTestimonialIndex } from "~/lib/use-testimonial-index";

/** A testimonial, and the case study of the work it praises when it has one. */
export type Testimonial = HomePageContent["testimonials"][number] & { caseStudy?: { title: string; href: string } | undefined };

/**
 * The home entry's testimonials, each with the case study of the work it praises when it names one;
 * a case that does not exist fails the build, naming the field.
 */
export function withCaseStudies(testimonials: HomePageContent["testimonials"], cases: readonly { slug: string; title: string }[]): Testimonial[] {
  const titles = new Map(cases.map((study) => [study.slug, study.title]));
  return testimonials.map((testimonial, index) => {
    const slug = testimonial.case?.id;
    if (!slug) return testimonial;
    const title = titles.get(slug);
    if (!title) throw new ContentError(`src/content/home/home.yaml: testimonials.${index}.case: no case study "${slug}" (src/content/cases/)`);
    return { ...testimonial, caseStudy: { title, href: paths.caseStudy(slug) } };
  });
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Marks each slide of `TestimonialSlides` for `TestimonialRotation`. */
const SLIDE = "[data-testimonial]";

/**
 * The testimonials, drawn at build time, all stacked in one cell with the first in front. The
 * others are inert: out of sight, out of the tab order and hidden from assistive technology.
 */
export function TestimonialSlides({ testimonials }: { testimonials: Testimonial[] }) {
  return testimonials.map((testimonial, position) => (
    <figure
      key={testimonial.name}
      data-testimonial=""
      inert={position !== 0}
      className="visible col-start-1 row-start-1 grid translate-y-0 gap-10 opacity-100 transition-[opacity,translate,visibility] duration-(--duration-slow) ease-(--ease-out-quint) inert:invisible inert:translate-y-3 inert:opacity-0 lg:grid-cols-[minmax(0,1fr)_13rem] lg:items-end lg:gap-16"
    >
      <blockquote className="font-display text-[clamp(1.3rem,1rem+1.3vw,2.125rem)] leading-snug font-medium">
        &ldquo;{testimonial.quote}&rdquo;
      </blockquote>
      {/* The portrait beside the name over the role, or above both from lg. */}
      <figcaption className="grid grid-cols-[auto_1fr] content-center items-center gap-x-4 text-sm text-ink-100 lg:grid-cols-1 lg:justify-items-start">
        <Picture
          image={testimonial.avatar}
          sizes="(min-width: 1024px) 128px, 56px"
          className="row-span-2 block size-14 shrink-0 overflow-hidden rounded-full ring-2 ring-white/40 lg:row-span-1 lg:mb-4 lg:size-32 lg:rounded-[1.75rem] lg:ring-4 lg:ring-white/15"
          fill
        />
        <b className="mb-0.5 self-end text-base font-semibold text-white lg:text-lg">{testimonial.name}</b>
        {testimonial.designation}
        {testimonial.caseStudy && (
          <a
            href={testimonial.caseStudy.href}
            className="col-start-2 mt-2 font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:col-start-1"
          >
            Case study: {testimonial.caseStudy.title}
          </a>
        )}
      </figcaption>
    </figure>
  ));
}

/**
 * The slider: an island whose work is which of its children (`TestimonialSlides`) is in front.
 * Previous and next step one at a time and wrap at both ends; the change is announced politely.
 */
export function TestimonialRotation({ count, children }: { count: number; children: ReactNode }) {
  const slides = useRef<HTMLDivElement>(null);
  const { index, previous, next } = useTestimonialIndex(count);
  useEffect(() => {
    for (const [position, slide] of (slides.current?.querySelectorAll(SLIDE) ?? []).entries()) slide.toggleAttribute("inert", position !== index);
  }, [index]);
  return (
    <>
      <div ref={slides} aria-live="polite" className="relative grid">
        {children}
      </div>
      <div className="relative mt-10 flex items-center justify-between gap-6 border-t border-white/20 pt-8">
        <p aria-hidden="true" className="font-display text-lg font-semibold tabular-nums">
          {pad(index + 1)} <span className="text-ink-100">/ {pad(count)}</span>
        </p>
        <div className="flex gap-3">
          <Button variant="outlineLight" size="iconLg" aria-label="Previous testimonial" onClick={previous}>
            <ArrowLeft aria-hidden="true" />
          </Button>
          <Button variant="light" size="iconLg" aria-label="Next testimonial" onClick={next}>
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </>
  );
}

/** The testimonials section, drawn at build time; its child is the `TestimonialRotation` island. */
export function TestimonialSlider({ intro, children }: { intro: HomePageContent["testimonialSection"]; children: ReactNode }) {
  return (
    <Section tone="light" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      <div className="on-dark relative mt-14 overflow-hidden rounded-[2rem] bg-brand-600 p-7 text-white shadow-lift sm:p-12 lg:p-16">
        {/* The glow sits behind the quote (large text), away from the caption's small text. */}
        <div aria-hidden="true" className="pointer-events-none absolute -top-40 -left-32 size-[28rem] rounded-full bg-brand-400/40 blur-3xl" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-6 right-6 font-display max-sm:hidden text-[10rem] leading-none text-white/10 sm:text-[14rem]"
        >
          &rdquo;
        </span>
        {children}
      </div>
    </Section>
  );
}
