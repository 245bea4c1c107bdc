import previewStyles from "./preview.css?url";
import { EDITOR_DID_NOT_LOAD, EDITOR_LOADING, EDITOR_LOCALE, EDITOR_PHRASES, LOCAL_PHRASES } from "./messages";
import { registerPreviews, type DecapGlobal, type Names } from "./previews";
import { DECAP_PATH } from "./paths";
import { pasteAsMarkdown } from "./paste";
import { explainRefusedSaves, plainBackendErrors } from "./refused-save";
import { refuseUnusableUploads } from "./upload-check";
import { reopenEntryOnAddressChange } from "./entry-address";
import type { SiteFacts } from "./editor-rules";
import { noSavedStatusOnNewEntry, registerWidgets, wholeModeLabelToggles, type CataloguePicture } from "./widgets";

declare global {
  interface Window {
    CMS?: DecapGlobal;
    CMS_MANUAL_INIT?: boolean;
  }
}

type Catalogue = { pictures: CataloguePicture[]; signatures: string[]; names: Names; site: SiteFacts };

/** On this computer (`npm run cms`), the editor works on local files: "View Live" opens the local site. */
export const isLocal = (hostname: string) => ["localhost", "127.0.0.1", "[::1]"].includes(hostname);

/**
 * Loads Decap's bundle and what the editor shows by name (the pictures, team members, topics),
 * registers the site's own fields and previews, and starts the editor, which reads `config.yml`
 * from the link in the page's head.
 */
export function startEditor() {
  window.CMS_MANUAL_INIT = true;
  const loading = showLoading(document);
  // Before Decap's router listens: an entry's address typed over another entry opens it afresh.
  reopenEntryOnAddressChange(window);
  const catalogue = fetch("/admin/catalogue.json").then((response) => response.json() as Promise<Catalogue>);
  const script = document.createElement("script");
  script.src = `${DECAP_PATH}decap-cms.js`;
  script.addEventListener("error", () => {
    loading.textContent = EDITOR_DID_NOT_LOAD;
  });
  script.addEventListener("load", async () => {
    const cms = window.CMS;
    if (!cms) {
      loading.textContent = EDITOR_DID_NOT_LOAD;
      return;
    }
    const { pictures, signatures, names, site } = await catalogue;
    const globals = window as unknown as { h: Parameters<typeof registerWidgets>[2]; createClass: Parameters<typeof registerWidgets>[3] };
    // The build's words for a broken rule (config.yml names this locale).
    // On this computer the button saves files, and says so (decision 035).
    cms.registerLocale(EDITOR_LOCALE, isLocal(location.hostname) ? LOCAL_PHRASES : EDITOR_PHRASES);
    cms.registerPreviewStyle(previewStyles);
    registerWidgets(cms, pictures, globals.h, globals.createClass, site, signatures);
    registerPreviews(cms, names, globals.h as Parameters<typeof registerPreviews>[2], pictures);
    wholeModeLabelToggles(document);
    pasteAsMarkdown(document);
    noSavedStatusOnNewEntry(document, location);
    explainRefusedSaves(window);
    refuseUnusableUploads(window);
    plainBackendErrors();
    // Merged over config.yml.
    const local = isLocal(location.hostname) ? { site_url: location.origin, display_url: location.origin } : {};
    // From here Decap draws its own "Loading configuration" spinner.
    loading.remove();
    cms.init({ config: local });
  });
  document.head.append(script);
}

/**
 * What the page says while Decap's bundle (several megabytes) downloads and starts: on a slow
 * connection or a busy computer that is tens of seconds of an otherwise blank page.
 */
export function showLoading(document: Document) {
  const note = document.createElement("p");
  note.id = "editor-loading";
  note.setAttribute("role", "status");
  note.textContent = EDITOR_LOADING;
  note.style.cssText = "font: 1rem/1.5 system-ui, sans-serif; padding: 2rem; max-width: 40rem; color: #334155";
  document.body.prepend(note);
  return note;
}
