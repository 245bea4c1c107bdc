import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import content from "./content/testimonials.content";
import { TestimonialSlider } from "./testimonial-slider";

const withCase = content.testimonials.filter((testimonial) => testimonial.case);

describe("a testimonial about a case study's work", () => {
  it("every testimonial that names a case study carries its title and address", () => {
    expect(withCase.length).toBeGreaterThan(0);
    for (const testimonial of withCase) expect(testimonial.caseStudy?.href).toBe(`/case/${testimonial.case!.id}`);
  });

  it("links the slide shown to its case study, by a name that says where it goes", async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider {...content} />);
    for (const testimonial of content.testimonials) {
      const links = screen.queryAllByRole("link");
      if (testimonial.caseStudy) {
        expect(links).toHaveLength(1);
        expect(links[0]).toHaveProperty("href", expect.stringMatching(new RegExp(`${testimonial.caseStudy.href}$`)));
        expect(links[0]!.textContent).toBe(`Case study: ${testimonial.caseStudy.title}`);
      } else {
        expect(links).toEqual([]);
      }
      await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    }
  });

  it("is reached by the keyboard before the slider's buttons", async () => {
    const user = userEvent.setup();
    const first = content.testimonials.findIndex((testimonial) => testimonial.caseStudy);
    render(<TestimonialSlider {...content} />);
    for (let i = 0; i < first; i++) await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    const link = screen.getByRole("link", { name: `Case study: ${content.testimonials[first]!.caseStudy!.title}` });
    link.ownerDocument.body.focus();
    await user.tab();
    expect(document.activeElement).toBe(link);
  });

  it("keeps the links of the slides not shown out of the tab order", () => {
    render(<TestimonialSlider {...content} />);
    const shown = screen.queryAllByRole("link");
    const hidden = screen.getAllByRole("link", { hidden: true }).filter((link) => !shown.includes(link));
    expect(hidden).toHaveLength(withCase.length - shown.length);
    for (const link of hidden) expect(link.getAttribute("tabindex")).toBe("-1");
    for (const link of shown) expect(link.hasAttribute("tabindex")).toBe(false);
  });
});
