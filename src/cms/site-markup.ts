import type { ReactElement } from "react";
import type { ResolvedImage } from "~/components/ui/picture";
import { renderToStaticMarkup } from "react-dom/server";

type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/**
 * A section of the site drawn by the site's own component, for the editor's preview: Decap renders
 * previews with a React of its own, so the component (a pure one, drawn at build time on the page)
 * is rendered to markup here and handed to Decap as such. One whose fields are not filled in enough
 * to draw says so instead of breaking the preview.
 */
export function siteSection(h: CreateElement, name: string, draw: () => ReactElement, finish: (html: string) => string = (html) => html) {
  try {
    return h("div", { "data-site-component": name, dangerouslySetInnerHTML: { __html: finish(renderToStaticMarkup(draw())) } });
  } catch {
    return h(
      "p",
      { "data-site-component": name, className: "container-page py-6 text-sm text-ink-600" },
      "This section shows once each of its fields is filled in.",
    );
  }
}

/** A dialog's markup shown open, in the flow of the preview (preview.css), as it shows once its opener is clicked. */
export const openDialogs = (html: string) => html.replaceAll("<dialog ", '<dialog open="" ');

/**
 * A picture of the entry as the site's `Picture` takes it, from what the editor knows of it: its
 * ID, description and smallest width. One not chosen yet, or that the site does not have, is drawn
 * as the site's placeholder, saying so.
 */
export function previewImage(ref: { id?: string; alt?: string } | undefined, widths: Record<string, number>): ResolvedImage {
  const id = ref?.id ?? "";
  const alt = ref?.alt ?? "";
  const width = widths[id];
  if (width === undefined)
    return {
      id,
      alt,
      width: 1600,
      height: 900,
      widths: [],
      missing: id ? `Unknown picture "${id}": choose one from the list` : "No picture chosen yet",
    };
  return { id, alt, width, height: width, widths: [width] };
}
