import { PICTURE_FILE } from "../content/upload-name";
import { showNotice } from "./notice";

/*
 * A file chosen in the editor's upload window is checked before Decap takes it: one the site
 * cannot use (a document renamed `.jpg`, a `.pdf`, a `.heic`) is refused there and then, with what
 * was wrong and what to do, and nothing is uploaded or added to the entry. Decap adds a photo
 * uploaded from an entry to that entry's save without storing it, so without this check such a
 * file was refused only when the entry was saved. The local proxy's check at save
 * (scripts/cms-proxy.ts) stays, for a file that reaches it some other way.
 */

/** What the editor says of a file chosen for upload that the site cannot use; undefined when it can. */
export function uploadProblem(name: string, decodes: boolean): string | undefined {
  if (!PICTURE_FILE.test(name))
    return `${name} is not a picture the site can use: it takes JPEG, PNG and WebP photos (names ending in .jpg, .png or .webp). Nothing was uploaded: choose one of those, or save this picture as a JPEG first.`;
  if (!decodes)
    return `${name} is not a picture the site can use: it is named like a photo, but its contents are not one. Nothing was uploaded: choose another (a JPEG, PNG or WebP photo).`;
  return undefined;
}

/** Whether the browser decodes the file as a picture (its contents, not its name). */
export const decodesInBrowser = (view: Window & typeof globalThis) => async (file: File) => {
  try {
    const bitmap = await view.createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
};

/** The notice of a refused upload, above the upload window; a new one replaces it. */
function notify(document: Document, message: string) {
  document.querySelector("[data-refused-upload]")?.remove();
  showNotice(document, { marker: "refused-upload", message, place: "top:16px;left:50%;transform:translateX(-50%);z-index:2147483647;max-width:560px", lifetimeMs: 12_000 });
}

/**
 * Checks each file chosen in a file input of the editor's page (Decap's upload window has its
 * only ones) before Decap sees it: the choice reaches Decap only once the file is a picture the
 * site can use; otherwise the input is emptied and the notice says why. Returns how to stop checking.
 */
export function refuseUnusableUploads(
  view: Window & typeof globalThis,
  decodes: (file: File) => Promise<boolean> = decodesInBrowser(view),
) {
  const checked = new WeakSet<Event>();
  const check = (event: Event) => {
    const input = event.target;
    if (checked.has(event) || !(input instanceof view.HTMLInputElement) || input.type !== "file") return;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    // Decap's handler waits until the files are known to be pictures.
    event.stopImmediatePropagation();
    void (async () => {
      for (const file of files) {
        const problem = uploadProblem(file.name, PICTURE_FILE.test(file.name) && (await decodes(file)));
        if (problem) {
          input.value = "";
          notify(view.document, problem);
          return;
        }
      }
      view.document.querySelector("[data-refused-upload]")?.remove();
      const again = new view.Event("change", { bubbles: true });
      checked.add(again);
      input.dispatchEvent(again);
    })();
  };
  view.addEventListener("change", check, true);
  return () => view.removeEventListener("change", check, true);
}
