import { technologyIcon } from "./brand-icons";
import { resolveImage, type ResolvedImage } from "./images";
import type { CaseStudy, HeroBackground, SolutionPage } from "./schema";

/** Hero backgrounds with their images resolved at build time. */
export type ResolvedHeroBackground =
  | Extract<HeroBackground, { type: "gradient" | "default" }>
  | { type: "image"; image: ResolvedImage }
  | { type: "gif"; src: string; still: ResolvedImage }
  | { type: "carousel"; images: ResolvedImage[]; durationMs: number }
  | { type: "video"; src: string; poster: ResolvedImage };

function resolveHeroBackground(background: SolutionPage["heroBackground"], file: string): ResolvedHeroBackground {
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
 * A capability or industry page with every image looked up, ready to render. `folder` names its file in
 * the message about a picture that does not exist.
 */
export function resolveSolutionPage(page: SolutionPage, folder: "capabilities" | "industries") {
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
    heroImage: resolveImage(caseStudy.heroImage, `src/content/cases/${caseStudy.slug}.yaml: heroImage.id`),
    technologies: caseStudy.technologies.map((id) => ({ id, icon: technologyIcon(id) })),
  };
}
