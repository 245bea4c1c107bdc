import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadSourceScript } from "~/features/contact/lead-source";
import { beaconSettings, startBeacon } from "./beacon";
import { PULSE_PATH, PULSE_QUEUE } from "~/shared/analytics-events";
import { track } from "./track";

const SERVER = beaconSettings({ mode: "server" })!;
const page = window as unknown as Record<string, unknown>;

/** What the beacon posted: each body as sent to `sendBeacon`. */
function posted() {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((path, body) => {
    bodies.push({ path: String(path), body: JSON.parse(String(body)) as Record<string, unknown> });
    return true;
  });
  return bodies;
}

beforeEach(() => {
  // jsdom has no sendBeacon: one to spy on.
  Object.defineProperty(navigator, "sendBeacon", { value: () => true, configurable: true, writable: true });
});

const afterNextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

afterEach(() => {
  delete page[PULSE_QUEUE];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the beacon", () => {
  it("counts one page view, then each step taken before it loaded, then each step as it is taken", async () => {
    window.history.replaceState(null, "", "/services/fintech?utm_campaign=spring");
    sessionStorage.setItem("kovira-lead-visit", JSON.stringify({ referrer_host: "www.google.com", utm_campaign: "spring" }));
    document.body.innerHTML = `<header><button data-contact-opener="connect">Connect</button></header>`;
    // The lead-source script (the first of this file's) notes the tap before the beacon is there.
    new Function(leadSourceScript(""))();
    document.querySelector("button")!.click();
    track("Submit", { form: "connect" });
    const bodies = posted();
    startBeacon(window, SERVER);
    track("Submit", { form: "meeting" });
    expect(bodies).toHaveLength(3);
    await afterNextFrame();
    expect(bodies.map(({ body }) => [body.n, body.p])).toEqual([
      ["pageview", { source: "www.google.com", campaign: "spring" }],
      ["Opener", { form: "connect", control: "Connect (header)", source: "www.google.com", campaign: "spring" }],
      ["Submit", { form: "connect", source: "www.google.com", campaign: "spring" }],
      ["Submit", { form: "meeting", source: "www.google.com", campaign: "spring" }],
    ]);
    expect(bodies.every(({ path }) => path === PULSE_PATH)).toBe(true);
    expect(bodies[0]!.body.u).toBe(`${location.origin}/services/fintech?utm_campaign=spring`);
    // Nothing kept on the device by the beacon: the tab holds only the lead-source notes.
    expect(document.cookie).toBe("");
    expect(Object.keys(sessionStorage).sort()).toEqual(["kovira-lead-opener", "kovira-lead-visit"]);
  });

  it("posts nothing at all, page view or step, from a browser that sends Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      document.body.innerHTML = `<form data-contact-form="connect"></form>`;
      track("Opener", { form: "connect" });
      const bodies = posted();
      startBeacon(window, SERVER);
      track("Submit", { form: "connect" });
      await afterNextFrame();
      window.dispatchEvent(new Event("pagehide"));
      expect(bodies).toEqual([]);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  it("posts a step taken on a page once the frame that answers the tap is drawn, or at once when the page is left", async () => {
    const bodies = posted();
    startBeacon(window, SERVER);
    track("Opener", { form: "meeting" });
    expect(bodies.map(({ body }) => body.n)).toEqual(["pageview"]);
    await afterNextFrame();
    expect(bodies.map(({ body }) => body.n)).toEqual(["pageview", "Opener"]);
    track("Submit", { form: "meeting" });
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies.map(({ body }) => body.n)).toEqual(["pageview", "Opener", "Submit"]);
    await afterNextFrame();
    expect(bodies).toHaveLength(3);
  });

  it("counts a form page's form as shown with its page view, and a dialog's form only when shown", () => {
    document.body.innerHTML = `<form data-contact-form="connect"></form><dialog><form data-contact-form="meeting"></form></dialog>`;
    const bodies = posted();
    startBeacon(window, SERVER);
    expect(bodies.map(({ body }) => [body.n, (body.p as Record<string, string>).form])).toEqual([
      ["pageview", undefined],
      ["Form", "connect"],
    ]);
  });

  it("speaks Umami's language when the build names Umami", async () => {
    const bodies = posted();
    startBeacon(window, beaconSettings({ mode: "umami", url: "https://stats.example.com", site: "site-id" })!);
    track("Opener", { form: "meeting", control: "Book a Meeting (header)" });
    await afterNextFrame();
    expect(bodies.map(({ body }) => body)).toEqual([
      { type: "event", payload: expect.objectContaining({ website: "site-id", url: "/" }) },
      { type: "event", payload: expect.objectContaining({ website: "site-id", name: "Opener", data: { form: "meeting", control: "Book a Meeting (header)" } }) },
    ]);
    expect((bodies[0]!.body.payload as Record<string, unknown>).name).toBeUndefined();
  });

  it("falls back to a keepalive fetch where sendBeacon refuses", () => {
    vi.spyOn(navigator, "sendBeacon").mockReturnValue(false);
    const fetched = vi.spyOn(window, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    startBeacon(window, SERVER);
    expect(fetched).toHaveBeenCalledWith(PULSE_PATH, expect.objectContaining({ method: "POST", keepalive: true }));
  });
  // Last: the recorder's listeners stay on the window once added.
  it("is asked for only once the page has loaded and painted, and not at all when analytics is off", async () => {
    const frames = () => new Promise((done) => setTimeout(done, 100));
    new Function(leadSourceScript(""))();
    window.dispatchEvent(new Event("load"));
    await frames();
    expect(document.querySelector("script[src]")).toBeNull();
    new Function(leadSourceScript("/pulse.js"))();
    // Painted (jsdom has no paint timing: its first frame) but not loaded: not yet.
    await frames();
    expect(document.querySelector("script[src]")).toBeNull();
    window.dispatchEvent(new Event("load"));
    expect(document.querySelector("script[src]")?.getAttribute("src")).toBe("/pulse.js");
  });
});
