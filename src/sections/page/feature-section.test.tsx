import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/content/images";
import type { PageSection } from "~/content/schema";
import { FeatureSection } from "./feature-section";

const image = {
  id: "industries/dooh/section-1",
  alt: "Illustration: a design for a screen network",
  width: 640,
  height: 480,
  widths: [640],
} as ResolvedImage;

const section = (fields: Partial<PageSection>) => ({
  id: "players-and-cms",
  title: "Players and a CMS your network can rely on",
  content: "A screen in a metro concourse has to keep playing through power cuts. The player we would build caches the whole schedule.",
  imagePosition: "right" as const,
  features: [],
  ...fields,
  image,
});

/** Whether a feature is drawn as not yet shipped: its dashed circle in place of the check. */
const unshipped = (item: HTMLElement) => item.getAttribute("data-shipped") === "false";

describe("an industry or capability page's section", () => {
  it("says once, under its heading, that a planned section has not shipped, and draws every feature with the dashed marker and no words of its own", () => {
    render(
      <FeatureSection
        index={0}
        section={section({
          status: "planned",
          features: ["Offline-first players for Android, Tizen and webOS", "Loop scheduling with share-of-voice controls"],
        })}
      />,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Players and a CMS your network can rely on" });
    const label = heading.nextElementSibling as HTMLElement;
    expect(label.textContent).toBe("Not yet shipped: how we would build it");
    // The list is named by the heading and the label, so a screen reader hears it once, for the list.
    const list = screen.getByRole("list", {
      name: /^Players and a CMS your network can rely on Not yet shipped ?: how we would build it$/,
    });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Offline-first players for Android, Tizen and webOS",
      "Loop scheduling with share-of-voice controls",
    ]);
    expect(items.every(unshipped)).toBe(true);
    expect(document.body.textContent!.match(/not yet shipped/gi)).toHaveLength(1);
  });

  it("lists a section's shipped features with a check, then those not yet shipped under one label, each with the dashed marker", () => {
    render(
      <FeatureSection
        index={1}
        section={section({
          features: [
            "WebRTC live classes with doubt queues, not yet shipped",
            "Adaptive HLS streaming with audio-only fallback",
            "Offline downloads with licence expiry, not yet shipped",
            "Attendance from the class roster",
          ],
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 2 }).nextElementSibling!.textContent).not.toMatch(/not yet shipped/i);
    const shipped = within(screen.getByRole("list", { name: "Players and a CMS your network can rely on: what you get" })).getAllByRole(
      "listitem",
    );
    expect(shipped.map((item) => item.textContent)).toEqual([
      "Adaptive HLS streaming with audio-only fallback",
      "Attendance from the class roster",
    ]);
    expect(shipped.some(unshipped)).toBe(false);
    // Read aloud as "Not yet shipped, list, 2 items": the words once, and the dashed marker on each.
    const planned = within(screen.getByRole("list", { name: "Not yet shipped" })).getAllByRole("listitem");
    expect(planned.map((item) => item.textContent)).toEqual([
      "WebRTC live classes with doubt queues",
      "Offline downloads with licence expiry",
    ]);
    expect(planned.every(unshipped)).toBe(true);
    expect(document.body.textContent!.match(/not yet shipped/gi)).toHaveLength(1);
  });

  it("draws no list of work not yet shipped when all of it has", () => {
    render(<FeatureSection index={2} section={section({ features: ["Adaptive HLS streaming with audio-only fallback"] })} />);
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/not yet shipped/i);
  });
});
