import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_TTL_MS, loadDraft, saveDraft, useDraft } from "./drafts";

beforeEach(() => sessionStorage.clear());

describe("drafts", () => {
  it("starts empty", () => {
    expect(loadDraft("connect")).toEqual({ name: "", phone: "" });
  });

  it("keeps a draft for this tab, per form", () => {
    saveDraft("connect", { name: "Asha", phone: "98765" });
    expect(loadDraft("connect")).toEqual({ name: "Asha", phone: "98765" });
    expect(loadDraft("meeting").name).toBe("");
  });

  it("expires 30 minutes after its last edit, and is deleted from the tab", () => {
    const savedAt = Date.parse("2030-01-01T09:00:00Z");
    saveDraft("connect", { name: "Asha", phone: "98765" }, savedAt);
    expect(JSON.parse(sessionStorage.getItem("contact-draft:connect")!)).toMatchObject({ savedAt });
    expect(loadDraft("connect", savedAt + DRAFT_TTL_MS)).toEqual({ name: "Asha", phone: "98765" });
    expect(loadDraft("connect", savedAt + DRAFT_TTL_MS + 1)).toEqual({ name: "", phone: "" });
    expect(sessionStorage.getItem("contact-draft:connect")).toBeNull();
  });

  it("empties a draft left on an open page past the limit when the page is shown again", () => {
    vi.useFakeTimers({ now: Date.parse("2030-01-01T09:00:00Z"), toFake: ["Date"] });
    try {
      const { result } = renderHook(() => useDraft("connect"));
      act(() => result.current.setField("name", "Asha"));
      vi.setSystemTime(Date.parse("2030-01-01T09:31:00Z"));
      act(() => void document.dispatchEvent(new Event("visibilitychange")));
      expect(result.current.draft.name).toBe("");
      expect(sessionStorage.getItem("contact-draft:connect")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets an empty draft", () => {
    saveDraft("connect", { name: "Asha", phone: "" });
    saveDraft("connect", { name: "", phone: "" });
    expect(sessionStorage.length).toBe(0);
  });

  it("ignores stored values that are not the form's text fields", () => {
    sessionStorage.setItem("contact-draft:connect", JSON.stringify({ name: 42, phone: "123", admin: "yes" }));
    expect(loadDraft("connect")).toEqual({ name: "", phone: "123" });
    sessionStorage.setItem("contact-draft:connect", "{not json");
    expect(loadDraft("connect")).toEqual({ name: "", phone: "" });
  });

  it("still works when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = renderHook(() => useDraft("connect"));
    act(() => result.current.setField("name", "Asha"));
    expect(result.current.draft.name).toBe("Asha");
  });

  it("survives a remount, as after a reload, until cleared", () => {
    const first = renderHook(() => useDraft("meeting"));
    act(() => first.result.current.setField("description", "Roadmap review"));
    first.unmount();

    const second = renderHook(() => useDraft("meeting"));
    expect(second.result.current.draft.description).toBe("Roadmap review");
    act(() => second.result.current.clear());
    expect(loadDraft("meeting").description).toBe("");
  });
});
