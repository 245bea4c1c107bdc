import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/content/images";
import type { PageSection } from "~/content/schema";
import { FeatureSection } from "./feature-section";

const image = { id: "industries/dooh/section-1", alt: "Illustration: a design for a screen network", width: 640, height: 480, widths: [640] } as ResolvedImage;

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
    const list = screen.getByRole("list", { name: /^Players and a CMS your network can rely on Not yet shipped ?: how we would build it$/ });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Offline-first players for Android, Tizen and webOS", "Loop scheduling with share-of-voice controls"]);
    expect(items.every(unshipped)).toBe(true);
    expect(document.body.textContent!.match(/not yet shipped/gi)).toHaveLength(1);
  });

  it("marks only the tagged features of a section of shipped work, each with the words as well as the marker", () => {
    render(
      <FeatureSection
        index={1}
        section={section({
          features: ["Adaptive HLS streaming with audio-only fallback", "WebRTC live classes with doubt queues, not yet shipped"],
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 2 }).nextElementSibling!.textContent).not.toMatch(/not yet shipped/i);
    const list = screen.getByRole("list", { name: "Players and a CMS your network can rely on: what you get" });
    const [shipped, planned] = within(list).getAllByRole("listitem");
    expect(unshipped(shipped!)).toBe(false);
    expect(shipped!.textContent).toBe("Adaptive HLS streaming with audio-only fallback");
    expect(unshipped(planned!)).toBe(true);
    // Read aloud as one phrase, "…doubt queues, not yet shipped"; seen as a dashed pill after the text.
    expect(planned!.textContent).toBe("WebRTC live classes with doubt queues, not yet shipped");
  });
});
