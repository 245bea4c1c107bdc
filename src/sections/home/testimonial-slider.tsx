import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { useTestimonialIndex } from "~/lib/use-testimonial-index";

type TestimonialSliderProps = { intro: HomePageContent["testimonialSection"]; testimonials: HomePageContent["testimonials"] };

const pad = (value: number) => String(value).padStart(2, "0");

export function TestimonialSlider({ intro, testimonials }: TestimonialSliderProps) {
  const { index, previous, next } = useTestimonialIndex(testimonials.length);
  return (
    <Section tone="light" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      <div className="on-dark relative mt-14 overflow-hidden rounded-[2rem] bg-brand-600 p-7 text-white shadow-lift sm:p-12 lg:p-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-brand-400/40 blur-3xl"
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
              <figure key={testimonial.name} aria-hidden={!active} className="testimonial">
                <blockquote>&ldquo;{testimonial.quote}&rdquo;</blockquote>
                <figcaption>
                  <Picture image={testimonial.src} sizes="(min-width: 1024px) 128px, 56px" fill />
                  <b>{testimonial.name}</b>
                  {testimonial.designation}
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
