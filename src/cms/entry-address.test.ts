import { afterEach, describe, expect, it, vi } from "vitest";
import { entryAddress, opensAfresh, reopenEntryOnAddressChange } from "./entry-address";

const EDITOR = "http://localhost:4321/admin/";
const at = (route: string) => `${EDITOR}#/${route}`;

describe("an editor address typed over an open entry", () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("is read as the entry it opens, a blank new one, or no entry", () => {
    expect(entryAddress(at("collections/home/entries/home"))).toBe("home/home");
    expect(entryAddress(at("collections/site/entries/site/"))).toBe("site/site");
    expect(entryAddress(at("collections/insights/entries/offline-first-field-apps?ref=x"))).toBe("insights/offline-first-field-apps");
    expect(entryAddress(at("collections/insights/new"))).toBe("insights/new");
    expect(entryAddress(at("collections/insights"))).toBeUndefined();
    expect(entryAddress(EDITOR)).toBeUndefined();
  });

  it("opens afresh when it names another saved entry, not when Decap moves a saved new entry to its address, or opens a list", () => {
    expect(opensAfresh(at("collections/site/entries/site"), at("collections/home/entries/home"))).toBe(true);
    expect(opensAfresh(at("collections/cases/entries/retail-operations"), at("collections/cases/entries/loan-core-migration"))).toBe(true);
    expect(opensAfresh(at("collections/team/new"), at("collections/home/entries/home"))).toBe(true);
    // Saved: Decap replaces the blank entry's address with the saved one's.
    expect(opensAfresh(at("collections/cases/new"), at("collections/cases/entries/gold-loan-branch-onboarding"))).toBe(false);
    expect(opensAfresh(at("collections/home/entries/home"), at("collections/home/entries/home"))).toBe(false);
    expect(opensAfresh(at("collections/home/entries/home"), at("collections/home"))).toBe(false);
    expect(opensAfresh(at("collections/cases"), at("collections/cases/entries/retail-operations"))).toBe(false);
    expect(opensAfresh(at("collections/cases/entries/retail-operations"), at("collections/cases/new"))).toBe(false);
  });

  it("reloads the editor at the new address before Decap's router sees the change, and leaves every other change to it", () => {
    const reload = vi.fn();
    const router = vi.fn();
    window.addEventListener("hashchange", router);
    stops.push(() => window.removeEventListener("hashchange", router));
    const stop = reopenEntryOnAddressChange(window, reload);
    stops.push(stop);
    const change = (from: string, to: string) => window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL: at(from), newURL: at(to) }));

    change("collections/site/entries/site", "collections/home/entries/home");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();

    change("collections/home", "collections/home/entries/home");
    change("collections/cases/new", "collections/cases/entries/gold-loan-branch-onboarding");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(2);
  });
});
