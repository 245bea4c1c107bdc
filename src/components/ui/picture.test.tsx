import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/content/images";
import { CardPicture, Picture, candidateWidths } from "./picture";

const image = { id: "cases/thumb-1", alt: "A loan officer's dashboard", width: 640, height: 480, widths: [320, 640] } as unknown as ResolvedImage;

describe("Picture", () => {
  it("offers AVIF in its one <source> and WebP on the <img> itself, both at the same sizes", () => {
    const hero = { ...image, widths: [640, 960, 1280, 1920] } as ResolvedImage;
    const { container } = render(<Picture image={hero} sizes="(min-width: 1024px) 240px, 100vw" />);
    const sources = container.querySelectorAll("source");
    expect(sources).toHaveLength(1);
    expect(sources[0]!.getAttribute("type")).toBe("image/avif");
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/images/cases/thumb-1-640.avif 640w, /images/cases/thumb-1-960.avif 960w, /images/cases/thumb-1-1280.avif 1280w, /images/cases/thumb-1-1920.avif 1920w",
    );
    const img = container.querySelector("img")!;
    // A browser without AVIF picks from the WebP candidates; one without srcset takes `src`.
    expect(img.getAttribute("srcset")).toBe(
      "/images/cases/thumb-1-640.webp 640w, /images/cases/thumb-1-960.webp 960w, /images/cases/thumb-1-1280.webp 1280w, /images/cases/thumb-1-1920.webp 1920w",
    );
    expect(img.getAttribute("sizes")).toBe(sources[0]!.getAttribute("sizes"));
    expect(img.getAttribute("src")).toBe("/images/cases/thumb-1-960.webp");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("loads a hero eagerly, at high priority and decoded at once, leaving loading at its default", () => {
    const { container } = render(<Picture image={image} sizes="100vw" priority />);
    const img = container.querySelector("img")!;
    expect(img.hasAttribute("loading")).toBe(false);
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("decoding")).toBe("sync");
  });

  it("falls back to one WebP file, its widest, when it offers nothing past 960 px", () => {
    const { container } = render(<Picture image={image} sizes="(min-width: 1024px) 240px, 100vw" />);
    expect(container.querySelector("source")!.getAttribute("srcset")).toBe("/images/cases/thumb-1-320.avif 320w, /images/cases/thumb-1-640.avif 640w");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/cases/thumb-1-640.webp");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });

  it("offers no candidate wider than `largest`, with its widest left as the fallback", () => {
    const wide = { ...image, widths: [640, 960, 1280, 1920] } as ResolvedImage;
    const { container } = render(<Picture image={wide} sizes="400px" largest={960} fill />);
    expect(container.querySelector("source")!.getAttribute("srcset")).toBe("/images/cases/thumb-1-640.avif 640w, /images/cases/thumb-1-960.avif 960w");
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/cases/thumb-1-960.webp");
    expect(container.querySelector("img")!.hasAttribute("srcset")).toBe(false);
  });

  it("keeps an image's narrowest candidate even when it is wider than `largest`", () => {
    expect(candidateWidths([640, 960], 480)).toEqual([640]);
    expect(candidateWidths([320, 640, 960], 640)).toEqual([320, 640]);
    expect(candidateWidths([320, 640])).toEqual([320, 640]);
  });

  it("draws a card's picture as the card's 16:9 media box, cropped to fill it, with nothing past 960 px", () => {
    const wide = { ...image, widths: [640, 960, 1280, 1920] } as ResolvedImage;
    const { container } = render(<CardPicture image={wide} sizes="400px" className="shrink-0 sm:aspect-auto" />);
    const picture = container.querySelector("picture")!;
    expect(picture.className.split(" ")).toEqual(expect.arrayContaining(["block", "aspect-[16/9]", "overflow-hidden", "shrink-0", "sm:aspect-auto"]));
    expect(container.querySelector("source")!.getAttribute("srcset")).not.toContain("1280w");
    expect(container.querySelector("img")!.className).toBe("size-full object-cover");
  });

  it("is WebP alone when it is small, where AVIF saves nothing, its candidates all on the image", () => {
    const small = { ...image, widths: [96, 192] } as ResolvedImage;
    const { container } = render(<Picture image={small} sizes="56px" fill />);
    expect(container.querySelector("source")).toBeNull();
    const img = container.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe("/images/cases/thumb-1-96.webp 96w, /images/cases/thumb-1-192.webp 192w");
    expect(img.getAttribute("sizes")).toBe("56px");
  });
});

describe("a picture whose ID does not exist (the dev server's placeholder)", () => {
  const missing = { ...image, id: "insights/made-up/hero", widths: [], missing: 'src/content/insights/x.mdx: image.id: Unknown picture "insights/made-up/hero"' } as ResolvedImage;

  it("says on its page what is wrong, naming the file and field, and requests no file", () => {
    const { container, getByRole } = render(<Picture image={missing} sizes="100vw" />);
    expect(getByRole("img").textContent).toBe(missing.missing);
    expect(container.querySelector("img, source")).toBeNull();
  });

  it("is an empty box on a card elsewhere", () => {
    const { container } = render(<CardPicture image={missing} sizes="100vw" />);
    expect(container.textContent).toBe("");
    expect(container.querySelector("[data-missing-picture]")).not.toBeNull();
  });
});
