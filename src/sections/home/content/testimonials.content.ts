import { home } from "./home";

const { testimonialSection, testimonials } = home();

/** What the testimonial slider renders: an island content module (src/content/island-content.ts). */
export default { intro: testimonialSection, testimonials };
