import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readHome } from "~/content/home-store";
import { readPages } from "~/content/store";
import { TestimonialRotation, TestimonialSlides, withCaseStudies } from "./testimonial-slider";

const { testimonials: written } = readHome();
const testimonials = withCaseStudies(written, readPages("cases"));
const withCase = testimonials.filter((testimonial) => testimonial.case);

/** The slider as the home page composes it: the island, the slides drawn at build time inside. */
const renderSlider = () =>
  render(
    <TestimonialRotation count={testimonials.length}>
      <TestimonialSlides testimonials={testimonials} />
    </TestimonialRotation>,
  );

/** The slides not in front: inert, so out of sight, out of the tab order and hidden from assistive technology. */
const inertSlides = () => [...document.querySelectorAll("figure")].map((figure) => figure.hasAttribute("inert"));

describe("a testimonial about a case study's work", () => {
  it("every testimonial that names a case study carries its title and address", () => {
    expect(withCase.length).toBeGreaterThan(0);
    for (const testimonial of withCase) expect(testimonial.caseStudy?.href).toBe(`/case/${testimonial.case!.id}`);
  });

  it("fails the build on a case study that does not exist, naming the field", () => {
    const ghost = { ...written[0]!, case: { collection: "cases" as const, id: "no-such-case" } };
    expect(() => withCaseStudies([ghost], readPages("cases"))).toThrow(
      'src/content/home/home.yaml: testimonials.0.case: no case study "no-such-case" (src/content/cases/)',
    );
  });

  it("links the slide shown to its case study, by a name that says where it goes", async () => {
    const user = userEvent.setup();
    renderSlider();
    for (const [position, testimonial] of testimonials.entries()) {
      expect(inertSlides()).toEqual(testimonials.map((_, index) => index !== position));
      const shown = document.querySelectorAll("figure:not([inert]) a");
      if (testimonial.caseStudy) {
        expect(shown).toHaveLength(1);
        expect(shown[0]).toHaveProperty("href", expect.stringMatching(new RegExp(`${testimonial.caseStudy.href}$`)));
        expect(shown[0]!.textContent).toBe(`Case study: ${testimonial.caseStudy.title}`);
      } else {
        expect(shown).toHaveLength(0);
      }
      await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    }
    expect(inertSlides()[0]).toBe(false);
  });

  it("wraps at both ends and counts the slide shown", async () => {
    const user = userEvent.setup();
    renderSlider();
    const pad = (value: number) => String(value).padStart(2, "0");
    expect(screen.getByText(`/ ${pad(testimonials.length)}`).parentElement!.textContent).toBe(`01 / ${pad(testimonials.length)}`);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(inertSlides().at(-1)).toBe(false);
    expect(screen.getByText(`/ ${pad(testimonials.length)}`).parentElement!.textContent).toBe(
      `${pad(testimonials.length)} / ${pad(testimonials.length)}`,
    );
  });
});
