import { technologyIcon } from "./brand-icons";
import { resolveImage } from "./images";
import type { CaseStudy, PageContent } from "./schema";
import type { ResolvedHeroBackground } from "~/sections/page/hero-background";

function resolveHeroBackground(background: PageContent["heroBackground"]): ResolvedHeroBackground {
  switch (background.type) {
    case "image":
      return { ...background, image: resolveImage(background.image) };
    case "gif":
      return { ...background, still: resolveImage(background.still) };
    case "carousel":
      return { ...background, images: background.images.map(resolveImage) };
    case "video":
      return { ...background, poster: resolveImage(background.poster) };
    default:
      return background;
  }
}

/** A product or service page with every image looked up, ready to render. */
export function resolvePage(page: PageContent) {
  return {
    ...page,
    heroImage: resolveImage(page.heroImage),
    heroBackground: resolveHeroBackground(page.heroBackground),
    sections: page.sections.map((section) => ({ ...section, image: resolveImage(section.image) })),
  };
}

export function resolveCaseStudy(caseStudy: CaseStudy) {
  return {
    ...caseStudy,
    heroImg: resolveImage(caseStudy.heroImg),
    technologies: caseStudy.technologies.map((id) => ({ id, icon: technologyIcon(id) })),
  };
}
