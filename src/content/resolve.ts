import { technologyIcon } from "./brand-icons";
import { resolveImage } from "./images";
import type { CaseStudy, PageContent } from "./schema";
import type { ResolvedHeroBackground } from "~/sections/page/hero-background";

function resolveHeroBackground(background: PageContent["heroBackground"], file: string): ResolvedHeroBackground {
  const at = `${file}: heroBackground`;
  switch (background.type) {
    case "image":
      return { ...background, image: resolveImage(background.image, `${at}.image.id`) };
    case "gif":
      return { ...background, still: resolveImage(background.still, `${at}.still.id`) };
    case "carousel":
      return { ...background, images: background.images.map((image, i) => resolveImage(image, `${at}.images.${i}.id`)) };
    case "video":
      return { ...background, poster: resolveImage(background.poster, `${at}.poster.id`) };
    default:
      return background;
  }
}

/**
 * A product or service page with every image looked up, ready to render. `folder` names its file in
 * the message about a picture that does not exist.
 */
export function resolvePage(page: PageContent, folder: "products" | "services" = "services") {
  const file = `src/content/${folder}/${page.slug}.yaml`;
  return {
    ...page,
    heroImage: resolveImage(page.heroImage, `${file}: heroImage.id`),
    heroBackground: resolveHeroBackground(page.heroBackground, file),
    sections: page.sections.map((section, i) => ({ ...section, image: resolveImage(section.image, `${file}: sections.${i}.image.id`) })),
  };
}

export function resolveCaseStudy(caseStudy: CaseStudy) {
  return {
    ...caseStudy,
    heroImg: resolveImage(caseStudy.heroImg, `src/content/case/${caseStudy.slug}.yaml: heroImg.id`),
    technologies: caseStudy.technologies.map((id) => ({ id, icon: technologyIcon(id) })),
  };
}
