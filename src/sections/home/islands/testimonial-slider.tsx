import content from "../content/testimonials.content";
import { TestimonialSlider } from "../testimonial-slider";

/** The section as an island with no props: its content comes with its script (decision 014). */
export function TestimonialSliderIsland() {
  return <TestimonialSlider {...content} />;
}
