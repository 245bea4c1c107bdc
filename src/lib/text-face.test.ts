import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setTextFace, TEXT_FACE_KEY, textFaceScript, type TextFace } from "./text-face";

const FACE: TextFace = { family: "Inter Variable", url: "/assets/inter-subset.abcd1234.woff2", weight: "400 700" };

/** A stand-in for the CSS Font Loading API, which jsdom lacks. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  loading = false;
  load() {
    this.loading = true;
    return Promise.resolve(this);
  }
}

const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response(new ArrayBuffer(8)));

describe("setTextFace", () => {
  const added: FakeFontFace[] = [];
  beforeEach(() => {
    FakeFontFace.made = [];
    added.length = 0;
    localStorage.clear();
    vi.stubGlobal("FontFace", FakeFontFace);
    vi.stubGlobal("fetch", fetched);
    fetched.mockClear();
    Object.defineProperty(document, "fonts", { value: { add: (face: FakeFontFace) => added.push(face) }, configurable: true });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("on a first page, declares nothing and fetches the file once the page has loaded and been painted, then remembers it", async () => {
    let painted = false;
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) => (painted && name === "first-contentful-paint" ? [{} as PerformanceEntry] : []));
    expect(setTextFace(FACE, TEXT_FACE_KEY)).toBe(false);
    await vi.runAllTimersAsync();
    expect(fetched).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetched).not.toHaveBeenCalled();
    painted = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(fetched).toHaveBeenCalledWith(FACE.url, { priority: "low" });
    expect(FakeFontFace.made).toEqual([]);
    expect(added).toEqual([]);
    await vi.waitFor(() => expect(localStorage.getItem(TEXT_FACE_KEY)).toBe(FACE.url));
  });

  it("fetches it anyway after two seconds where the browser reports no paint", async () => {
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
    setTextFace(FACE, TEXT_FACE_KEY);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1800);
    expect(fetched).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("remembers nothing when the file could not be fetched", async () => {
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([{} as PerformanceEntry]);
    fetched.mockResolvedValueOnce(new Response("", { status: 404 }));
    setTextFace(FACE, TEXT_FACE_KEY);
    window.dispatchEvent(new Event("load"));
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(TEXT_FACE_KEY)).toBeNull();
  });

  it("on a later page, declares the face and reads it at once, kept out of the way if it is not there in time", () => {
    localStorage.setItem(TEXT_FACE_KEY, FACE.url);
    expect(setTextFace(FACE, TEXT_FACE_KEY)).toBe(true);
    expect(added).toHaveLength(1);
    expect(added[0]!.family).toBe("Inter Variable");
    expect(added[0]!.source).toBe("url(/assets/inter-subset.abcd1234.woff2)");
    expect(added[0]!.descriptors).toEqual({ weight: "400 700", display: "optional" });
    expect(added[0]!.loading).toBe(true);
  });

  it("treats a new file of the face as a first page", () => {
    localStorage.setItem(TEXT_FACE_KEY, "/assets/inter-subset.old00000.woff2");
    expect(setTextFace(FACE, TEXT_FACE_KEY)).toBe(false);
    expect(added).toEqual([]);
  });

  it("inlines as a self-contained script", () => {
    localStorage.setItem(TEXT_FACE_KEY, FACE.url);
    new Function(textFaceScript(FACE))();
    expect(added).toHaveLength(1);
  });
});
