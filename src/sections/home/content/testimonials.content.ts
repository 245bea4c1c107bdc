import { readPages } from "~/content/store";
import { paths } from "~/lib/paths";
import { home } from "./home";

const { testimonialSection, testimonials } = home();
const caseTitles = new Map(readPages("cases").map((study) => [study.slug, study.title]));

/** The case study a testimonial's work belongs to, as the slide links it. */
function caseStudyOf(link: { id: string } | undefined, index: number) {
  if (!link) return undefined;
  const slug = link.id;
  const title = caseTitles.get(slug);
  if (!title) throw new Error(`src/content/home/home.yaml: testimonials.${index}.case: no case study ${slug}`);
  return { title, href: paths.caseStudy(slug) };
}

/** What the testimonial slider renders: an island content module (src/content/island-content.ts). */
export default {
  intro: testimonialSection,
  testimonials: testimonials.map((testimonial, index) => ({ ...testimonial, caseStudy: caseStudyOf(testimonial.case, index) })),
};
