import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadDraft, saveDraft, useDraft } from "./drafts";

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
