import { afterEach, describe, expect, it, vi } from "vitest";
import { caseBrowse } from "./case-browse";
import { resolveHome } from "./home-page";
import { missingPictures, ownPictures, resolveImage } from "./images";
import { ContentError } from "./load";
import { resolveCaseStudy } from "./resolve";
import { readCollection, readPages, readEntry } from "./store";
import { homeContext } from "./home-store";

/*
 * A picture ID that names no picture, as a person might type it into a file: in a build, the
 * pages that only list its entry are built with a card that has no picture and a warning, and the
 * entry's own page fails with a message naming the file and field. The dev server's placeholder
 * is tested in src/components/ui/picture.test.tsx and tests/e2e/cms.spec.ts.
 */

const MADE_UP = "insights/monolith-or-microservices/hero";
const cases = readPages("cases");
const industries = readPages("industries");
const capabilities = readPages("capabilities");
const broken = { ...cases.find((study) => study.slug === "retail-operations")!, heroImage: { id: MADE_UP, alt: "A store" } };
const message = `src/content/cases/retail-operations.yaml: heroImage.id: Unknown picture "${MADE_UP}": choose one from the list in the content editor, or generate it with tools/artwork`;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("a picture that does not exist, in a production build", () => {
  it("leaves the pages that list its entry standing, with one warning naming the file and field", () => {
    vi.stubEnv("MODE", "production");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const listing = () =>
      caseBrowse(
        cases.map((study) => (study.slug === broken.slug ? broken : study)),
        industries,
        capabilities,
      );
    // The case study index and each of its filter pages list it: neither fails.
    expect(listing).not.toThrow();
    expect(listing).not.toThrow();
    const card = listing().studies.find((study) => study.slug === broken.slug)!;
    expect(card.image).toMatchObject({ id: MADE_UP, widths: [], missing: message });
    expect(warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes(MADE_UP))).toEqual([
      `${message}. Pages that list this entry show it without the picture; its own page fails the build.`,
    ]);
  });

  it("fails the entry's own page, naming the file and field", () => {
    vi.stubEnv("MODE", "production");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const page = () => ownPictures(resolveCaseStudy(broken));
    expect(page).toThrow(ContentError);
    expect(page).toThrow(`A picture this page shows does not exist:\n  ${message}`);
  });

  it("names every broken picture of a page at once", () => {
    vi.stubEnv("MODE", "production");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const home = readEntry("home", "home").data;
    const edited = {
      ...home,
      teamImage: { ...home.teamImage, id: "home/made-up" },
      caseCards: home.caseCards.map((card, i) => (i === 2 ? { ...card, thumbnail: { ...card.thumbnail, id: "cases/made-up" } } : card)),
    };
    const page = () => ownPictures(resolveHome(edited, readCollection("team"), homeContext()));
    expect(page).toThrow('src/content/home/home.yaml: caseCards.2.thumbnail.id: Unknown picture "cases/made-up"');
    expect(page).toThrow('src/content/home/home.yaml: teamImage.id: Unknown picture "home/made-up"');
  });

  it("lets a page whose own pictures exist be built", () => {
    vi.stubEnv("MODE", "production");
    const study = resolveCaseStudy(cases[0]!);
    expect(ownPictures(study)).toBe(study);
    expect(missingPictures(resolveHome(readEntry("home", "home").data, readCollection("team"), homeContext()))).toEqual([]);
  });
});

describe("a picture that does not exist, on the dev server", () => {
  it("does not fail its page, which draws the placeholder instead", () => {
    vi.stubEnv("MODE", "development");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const study = resolveCaseStudy(broken);
    expect(ownPictures(study).heroImage.missing).toBe(message);
    expect(resolveImage({ id: MADE_UP, alt: "" }, "somewhere.yaml: image.id").missing).toContain(
      "somewhere.yaml: image.id: Unknown picture",
    );
  });
});
