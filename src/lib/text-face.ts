/**
 * The body face (Inter) on a visitor's first page and after (decision 018). The first page the
 * browser opens sets body text in Inter's metric-matched fallback and fetches Inter once the page
 * has loaded and been painted, for the pages after it: the first screen waits for one web font
 * (the headings' display face) instead of two, and no text changes face while it is read. Every later page
 * declares Inter before its first layout, from the browser's cache; `font-display: optional` keeps
 * the fallback for the whole page if the file is not there in time, so nothing reflows either way.
 * Without JavaScript, app.css declares a copy of the face that only such a page uses.
 */

export type TextFace = {
  /** The family name the theme's `--font-sans` stack puts first. */
  family: string;
  /** The cut variable file's URL (content-hashed: a new file is a new first visit). */
  url: string;
  /** The weight range the file was cut at, e.g. "400 700". */
  weight: string;
};

/** Where the browser remembers which file of the face it holds. */
export const TEXT_FACE_KEY = "kovira:text-face";

/**
 * Declares the face at once when this browser fetched it on an earlier page. Otherwise, once the
 * page has loaded and been painted, fetches the file at low priority without declaring it, and
 * remembers that it did. Returns whether the face was declared. Self-contained: the layout inlines
 * its source in the head (`textFaceScript`), so every byte of it counts.
 */
export function setTextFace(face: TextFace, key: string) {
  if (typeof FontFace === "undefined") return false;
  let held: string | null = null;
  try {
    held = localStorage.getItem(key);
  } catch {
    // Storage refused (a privacy mode): every page is a first page.
  }
  if (held === face.url) {
    // The file's glyphs are the site's characters; any other falls back glyph by glyph. Read from
    // the cache now, while the HTML is still parsed, so it is there by the first layout (which
    // `optional` waits for only briefly).
    const inter = new FontFace(face.family, `url(${face.url})`, { weight: face.weight, display: "optional" });
    document.fonts.add(inter);
    inter.load().catch(() => {});
    return true;
  }
  let waited = 0;
  // A plain CORS request, as a font's is: the next page's font request finds it in the HTTP cache.
  const fetchForNextPage = (): unknown =>
    performance.getEntriesByName("first-contentful-paint").length === 0 && waited++ < 10
      ? setTimeout(fetchForNextPage, 200)
      : fetch(face.url, { priority: "low" })
          .then((response): Promise<ArrayBuffer | false> | false => response.ok && response.arrayBuffer())
          .then((body) => body && localStorage.setItem(key, face.url))
          .catch(() => {});
  addEventListener("load", () => setTimeout(fetchForNextPage), { once: true });
  return false;
}

/** The script the layout inlines in the head, hashed into each page's Content-Security-Policy. */
export function textFaceScript(face: TextFace) {
  return `(${setTextFace.toString()})(${JSON.stringify(face)},${JSON.stringify(TEXT_FACE_KEY)})`;
}
