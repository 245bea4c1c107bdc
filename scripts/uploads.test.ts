// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { pictureProblem, processUploads, UnusableUploads, UPLOAD_BUDGET, uploadName, usesOf, widthsFor, type UploadFolders } from "./uploads";

let folders: UploadFolders;

beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), "uploads-"));
  folders = { source: join(dir, "uploads"), images: join(dir, "public/images/uploads"), manifest: join(dir, "uploads.json") };
  mkdirSync(folders.source);
});

/** A photo-like picture: noise, which compresses badly, at the given size. */
async function photo(file: string, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) % 251;
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toFile(join(folders.source, file));
}

describe("pictures uploaded in the content editor", () => {
  it("are named for their ID in lower case with hyphens", () => {
    expect(uploadName("Team Offsite 2026.JPG")).toBe("team-offsite-2026");
    expect(uploadName("Café_Bengaluru.png")).toBe("cafe-bengaluru");
  });

  it("get the site's widths up to their own, never enlarged", () => {
    expect(widthsFor(2400)).toEqual([640, 1280, 1920]);
    expect(widthsFor(1500)).toEqual([640, 1280]);
    expect(widthsFor(500)).toEqual([500]);
  });

  it("are encoded as AVIF and WebP within a hero's budget and listed in the manifest", async () => {
    await photo("Team Offsite.jpg", 1600, 900);
    expect(await processUploads(folders)).toEqual(["uploads/team-offsite"]);
    const manifest = JSON.parse(readFileSync(folders.manifest, "utf8"));
    expect(manifest).toEqual({ "uploads/team-offsite": { width: 1280, height: 720, widths: [640, 1280] } });
    for (const w of [640, 1280]) for (const ext of ["avif", "webp"]) expect(existsSync(join(folders.images, `team-offsite-${w}.${ext}`))).toBe(true);
    expect(statSync(join(folders.images, "team-offsite-1280.avif")).size).toBeLessThanOrEqual(UPLOAD_BUDGET.bytes);
    const { width, format } = await sharp(join(folders.images, "team-offsite-640.avif")).metadata();
    expect({ width, format }).toEqual({ width: 640, format: "heif" });
  }, 60_000);

  it("are encoded again only when the original changes, and leave the manifest when removed", async () => {
    await photo("office.png", 700, 400);
    expect(await processUploads(folders)).toEqual(["uploads/office"]);
    expect(await processUploads(folders)).toEqual([]);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(folders.source, "office.png"), later, later);
    expect(await processUploads(folders)).toEqual(["uploads/office"]);
    writeFileSync(join(folders.source, "notes.txt"), "not a picture");
    await processUploads(folders);
    expect(Object.keys(JSON.parse(readFileSync(folders.manifest, "utf8")))).toEqual(["uploads/office"]);
  }, 60_000);

  it("refuse two files that would share an ID", async () => {
    await photo("Office.png", 200, 100);
    await photo("office.jpg", 200, 100);
    await expect(processUploads(folders)).rejects.toThrow("Two uploads are both named uploads/office");
  }, 60_000);

  it("tell a picture from a file only named like one, decoding it whole", async () => {
    await photo("real.jpg", 300, 200);
    const real = readFileSync(join(folders.source, "real.jpg"));
    expect(await pictureProblem(real)).toBeUndefined();
    expect(await pictureProblem(Buffer.from("Just some notes, renamed fake-photo.jpg"))).toMatch(/is not a picture the site can read/);
    expect(await pictureProblem(real.subarray(0, 400))).toMatch(/is not a picture the site can read/);
  }, 60_000);

  it("leave a file that is not a picture out, then name it, each entry and field that uses it, and what to do", async () => {
    const content = join(folders.source, "..");
    mkdirSync(join(content, "insights"));
    writeFileSync(join(content, "insights/x.mdx"), "---\ntitle: An article\nimage:\n  id: uploads/fake-photo\n  alt: A photo\n---\n\nText.\n");
    mkdirSync(join(content, "home"));
    writeFileSync(join(content, "home/home.yaml"), "teamImage:\n  id: uploads/office\n");
    await photo("office.png", 300, 200);
    writeFileSync(join(folders.source, "fake-photo.jpg"), "Just some notes");
    const failure = await processUploads(folders).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnusableUploads);
    expect((failure as UnusableUploads).lines).toEqual([
      "src/content/uploads/fake-photo.jpg: is not a picture the site can read (a JPEG, PNG or WebP photo): delete it (Uploaded photos, at the top of the content editor) and upload the photo again",
      "src/content/insights/x.mdx: image.id: uploads/fake-photo is the upload src/content/uploads/fake-photo.jpg, which is not a picture the site can read (a JPEG, PNG or WebP photo): choose another picture under Which picture, or upload the photo again",
    ]);
    expect((failure as Error).message.split("\n")[0]).toBe("Uploaded photos the site cannot use:");
    // The good upload is encoded and listed all the same.
    expect(Object.keys(JSON.parse(readFileSync(folders.manifest, "utf8")))).toEqual(["uploads/office"]);
    expect(usesOf("uploads/office", content)).toEqual([{ file: "src/content/home/home.yaml", field: "teamImage.id" }]);
  }, 60_000);
});
