import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/**
 * A section of the site drawn by the site's own component, for the editor's preview: Decap renders
 * previews with a React of its own, so the component (a pure one, drawn at build time on the page)
 * is rendered to markup here and handed to Decap as such. One whose fields are not filled in enough
 * to draw says so instead of breaking the preview.
 */
export function siteSection(h: CreateElement, name: string, draw: () => ReactElement) {
  try {
    return h("div", { "data-site-component": name, dangerouslySetInnerHTML: { __html: renderToStaticMarkup(draw()) } });
  } catch {
    return h(
      "p",
      { "data-site-component": name, className: "container-page py-6 text-sm text-ink-600" },
      "This section shows once each of its fields is filled in.",
    );
  }
}
