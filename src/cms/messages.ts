import {
  EMPTY,
  entriesAtLeast,
  entriesAtMost,
  entriesBetween,
  entriesExactly,
  numberAtLeast,
  numberAtMost,
  numberBetween,
} from "../content/messages";

/*
 * The editor's own words for a field that breaks a rule, replacing Decap's ("Title is required.",
 * "… didn't match the pattern: …") with the words the build uses (src/content/messages.ts). Decap
 * reads its phrases from a locale: this one, registered before the editor starts and named in the
 * configuration's `locale`, is merged over Decap's English, so every other phrase stays Decap's.
 * The message sits under the field's own label, which is why it does not repeat the label.
 */

/** What the media library is called, and what it says while it holds nothing. */
export const MEDIA_LIBRARY = "Uploaded photos";
export const NO_UPLOADS =
  "No photo uploaded yet. The site's own pictures are not listed here: choose one in the picture field of an entry (Which picture). To add a photo of your own, click Upload here or in that field.";

/** What the editor's page says while the editor itself downloads, and if it cannot. */
export const EDITOR_LOADING = "Loading the content editor. The first load can take up to a minute on a slow connection.";
export const EDITOR_DID_NOT_LOAD =
  "The content editor did not load. Check your connection and reload the page; if it still does not load, tell the site's developer.";

/** British English, as the site writes. */
export const EDITOR_LOCALE = "en-GB";

export const EDITOR_PHRASES = {
  editor: {
    editorControlPane: {
      widget: {
        required: EMPTY,
        // A pattern's message is the schema's own (src/cms/decap-fields.ts).
        regexPattern: "%{pattern}",
        range: numberBetween("%{minValue}", "%{maxValue}"),
        min: numberAtLeast("%{minValue}"),
        max: numberAtMost("%{maxValue}"),
        rangeCount: entriesBetween("%{minCount}", "%{maxCount}"),
        rangeCountExact: entriesExactly("%{count}"),
        rangeMin: entriesAtLeast("%{minCount}"),
        rangeMax: entriesAtMost("%{maxCount}"),
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField: "Nothing was saved: each field in red says what to change.",
      // The file helper's refusal (an upload that is not a picture, scripts/cms-proxy.ts) in its own words.
      onFailToPersist: "Nothing was saved. %{details}",
    },
  },
  // Decap's media library holds the photos people upload, not the site's own pictures (those are
  // chosen in each picture field): it says so, rather than "Media" and "No assets found.".
  app: { header: { media: MEDIA_LIBRARY } },
  mediaLibrary: {
    mediaLibraryModal: { mediaAssets: MEDIA_LIBRARY, images: MEDIA_LIBRARY, noAssetsFound: NO_UPLOADS, noImagesFound: NO_UPLOADS },
  },
} as const;

/**
 * On this computer (`npm run cms`) the editor's button saves the files of this folder and nothing
 * goes online: it says so, and after a save it says how to put the change online (decision 035).
 * On the live editor, Publish does publish (it merges the entry's pull request).
 */
export const LOCAL_PUBLISH_HINT = "Saved on this computer. To put it online, run npm run publish in this folder.";
export const LOCAL_PHRASES = {
  ...EDITOR_PHRASES,
  editor: {
    ...EDITOR_PHRASES.editor,
    editorToolbar: {
      publish: "Save on this computer",
      publishing: "Saving…",
      published: "Saved on this computer",
      publishNow: "Save now",
      publishAndCreateNew: "Save and create new",
      publishAndDuplicate: "Save and duplicate",
    },
  },
  ui: { toast: { ...EDITOR_PHRASES.ui.toast, entrySaved: LOCAL_PUBLISH_HINT, entryPublished: LOCAL_PUBLISH_HINT } },
} as const;

/** A phrase with Decap's placeholders filled in, as Decap does (for tests). */
export const phrase = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `%{${name}}`));
