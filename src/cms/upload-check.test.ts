import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuseUnusableUploads, uploadProblem } from "./upload-check";

/** A file input as Decap's upload window has it, its chosen files, and how often Decap's handler ran. */
function uploadWindow(files: File[]) {
  const input = document.createElement("input");
  input.type = "file";
  Object.defineProperty(input, "files", { value: files, configurable: true });
  const root = document.createElement("div");
  root.append(input);
  document.body.append(root);
  const decap = vi.fn();
  // Decap's (React's) handler listens above the input, on its root.
  root.addEventListener("change", decap);
  return { input, decap, choose: () => input.dispatchEvent(new Event("change", { bubbles: true })) };
}

const notice = () => document.querySelector<HTMLElement>('[role="alert"][data-refused-upload]');

describe("a file chosen for upload", () => {
  let stop = () => {};
  const refuse = (decodes: (file: File) => Promise<boolean>) => (stop = refuseUnusableUploads(window, decodes));
  beforeEach(() => (stop = () => {}));
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it("is refused in plain words when it is not a picture: what was wrong, and what to do", () => {
    expect(uploadProblem("Team Offsite.jpg", true)).toBeUndefined();
    expect(uploadProblem("team.webp", true)).toBeUndefined();
    expect(uploadProblem("fake-photo.jpg", false)).toBe(
      "fake-photo.jpg is not a picture the site can use: it is named like a photo, but its contents are not one. Nothing was uploaded: choose another (a JPEG, PNG or WebP photo).",
    );
    expect(uploadProblem("brief.pdf", true)).toBe(
      "brief.pdf is not a picture the site can use: it takes JPEG, PNG and WebP photos (names ending in .jpg, .png or .webp). Nothing was uploaded: choose one of those, or save this picture as a JPEG first.",
    );
    expect(uploadProblem("IMG_0042.HEIC", true)).toMatch(/^IMG_0042\.HEIC is not a picture the site can use/);
  });

  it("that does not decode never reaches Decap: the input is emptied and the notice says why", async () => {
    refuse(async () => false);
    const { input, decap, choose } = uploadWindow([new File(["Just some notes, renamed"], "fake-photo.jpg", { type: "image/jpeg" })]);
    const emptied = vi.spyOn(input, "value", "set");
    choose();
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()!.textContent).toMatch(/^fake-photo\.jpg is not a picture the site can use: .* Nothing was uploaded/);
    expect(emptied).toHaveBeenCalledWith("");
    expect(decap).not.toHaveBeenCalled();
  });

  it("named unlike a picture is refused without being read", async () => {
    const decodes = vi.fn(async () => true);
    refuse(decodes);
    const { decap, choose } = uploadWindow([new File(["%PDF-1.7"], "brief.pdf", { type: "application/pdf" })]);
    choose();
    await vi.waitFor(() => expect(notice()?.textContent).toMatch(/^brief\.pdf is not a picture/));
    expect(decodes).not.toHaveBeenCalled();
    expect(decap).not.toHaveBeenCalled();
  });

  it("that is a picture reaches Decap once, and clears an earlier refusal's notice", async () => {
    refuse(async (file) => file.name !== "fake-photo.jpg");
    const refused = uploadWindow([new File(["notes"], "fake-photo.jpg")]);
    refused.choose();
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    const { decap, choose } = uploadWindow([new File([new Uint8Array([0xff, 0xd8, 0xff])], "Team Offsite.jpg", { type: "image/jpeg" })]);
    choose();
    await vi.waitFor(() => expect(decap).toHaveBeenCalledTimes(1));
    expect(notice()).toBeNull();
  });
});
