import { afterEach, describe, expect, it, vi } from "vitest";
import { startEditor } from "./admin";
import { EDITOR_DID_NOT_LOAD, EDITOR_LOADING } from "./messages";

const note = () => document.querySelector<HTMLElement>("#editor-loading");
const decapScript = () => document.head.querySelector<HTMLScriptElement>('script[src$="decap-cms.js"]')!;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.CMS;
});

describe("the editor's page while Decap downloads", () => {
  it("says the editor is loading until Decap's bundle has run, then leaves the page to Decap", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify({ pictures: [], signatures: [], names: {}, site: {} }))));
    startEditor();
    expect(note()).toHaveTextContent(EDITOR_LOADING);
    expect(note()).toHaveAttribute("role", "status");

    const init = vi.fn();
    // Every other call of Decap's registers something and returns nothing.
    vi.stubGlobal("h", () => null);
    vi.stubGlobal("createClass", (spec: object) => spec);
    window.CMS = new Proxy({}, { get: (_, name) => (name === "init" ? init : () => undefined) }) as never;
    decapScript().dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(init).toHaveBeenCalled());
    expect(note()).toBeNull();
  });

  it("says so when the bundle cannot be fetched, instead of staying blank", () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    startEditor();
    decapScript().dispatchEvent(new Event("error"));
    expect(note()).toHaveTextContent(EDITOR_DID_NOT_LOAD);
  });
});
