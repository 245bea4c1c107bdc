/** The names of the files the site encodes as uploaded pictures (scripts/uploads.ts): others in the uploads folder are not read. */
export const PICTURE_FILE = /\.(jpe?g|png|webp|avif)$/i;

/** `Team Offsite 2026.JPG` → `team-offsite-2026`: the name in an uploaded picture's ID `uploads/{name}`. */
export function uploadName(file: string) {
  const base = file.replace(/^.*[/\\]/, "").replace(/\.[^.]*$/, "");
  return base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The header of the list of uploads that are not pictures, as the build prints it and `npm run publish` reads it (scripts/uploads.ts). */
export const UNUSABLE_UPLOADS = "Uploaded photos the site cannot use:";
