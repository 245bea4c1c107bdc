import previewStyles from "./preview.css?url";
import { registerPreviews, type DecapGlobal } from "./previews";
import { DECAP_PATH } from "./paths";

declare global {
  interface Window {
    CMS?: DecapGlobal;
    CMS_MANUAL_INIT?: boolean;
  }
}

/**
 * Loads Decap's bundle, registers the previews (the site's own styles and layouts) and starts the
 * editor, which reads `config.yml` from the link in the page's head.
 */
export function startEditor() {
  window.CMS_MANUAL_INIT = true;
  const script = document.createElement("script");
  script.src = `${DECAP_PATH}decap-cms.js`;
  script.addEventListener("load", () => {
    const cms = window.CMS;
    if (!cms) return;
    cms.registerPreviewStyle(previewStyles);
    registerPreviews(cms);
    cms.init();
  });
  document.head.append(script);
}
