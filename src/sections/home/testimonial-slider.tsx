import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { useTestimonialIndex } from "~/lib/use-testimonial-index";

/** A testimonial, and the case study of the work it praises when it has one. */
type Testimonial = HomePageContent["testimonials"][number] & { caseStudy?: { title: string; href: string } | undefined };
type TestimonialSliderProps = { intro: HomePageContent["testimonialSection"]; testimonials: Testimonial[] };

const pad = (value: number) => String(value).padStart(2, "0");

export function TestimonialSlider({ intro, testimonials }: TestimonialSliderProps) {
  const { index, previous, next } = useTestimonialIndex(testimonials.length);
  return (
    <Section tone="light" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      <div className="on-dark relative mt-14 overflow-hidden rounded-[2rem] bg-brand-600 p-7 text-white shadow-lift sm:p-12 lg:p-16">
        {/* The glow sits behind the quote (large text), away from the caption's small text. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -left-32 size-[28rem] rounded-full bg-brand-400/40 blur-3xl"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-6 right-6 font-display max-sm:hidden text-[10rem] leading-none text-white/10 sm:text-[14rem]"
        >
          &rdquo;
        </span>
        <div aria-live="polite" className="relative grid">
          {testimonials.map((testimonial, position) => {
            const active = position === index;
            return (
              // All stacked in one cell, the one shown in front; the others hidden from sight and from assistive technology.
              <figure
                key={testimonial.name}
                aria-hidden={!active}
                className="visible col-start-1 row-start-1 grid translate-y-0 gap-10 opacity-100 transition-[opacity,translate,visibility] duration-(--duration-slow) ease-(--ease-out-quint) aria-hidden:invisible aria-hidden:translate-y-3 aria-hidden:opacity-0 lg:grid-cols-[minmax(0,1fr)_13rem] lg:items-end lg:gap-16"
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
                      tabIndex={active ? undefined : -1}
                      className="col-start-2 mt-2 font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:col-start-1"
                    >
                      Case study: {testimonial.caseStudy.title}
                    </a>
                  )}
                </figcaption>
              </figure>
            );
          })}
        </div>
        <div className="relative mt-10 flex items-center justify-between gap-6 border-t border-white/20 pt-8">
          <p aria-hidden="true" className="font-display text-lg font-semibold tabular-nums">
            {pad(index + 1)} <span className="text-ink-100">/ {pad(testimonials.length)}</span>
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
      </div>
    </Section>
  );
}
