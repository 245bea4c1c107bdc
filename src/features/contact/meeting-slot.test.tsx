import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeetingFields } from "./email-params";
import { MeetingSlotFields } from "./meeting-slot";

const DRAFT: MeetingFields = { name: "", email: "", date: "", time: "", description: "", time_zone: "" };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("MeetingSlotFields", () => {
  it("reads the visitor's time zone in an idle task of its own, after it has rendered, and fills the field with it", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const setField = vi.fn();
    render(<MeetingSlotFields draft={DRAFT} sending={false} today="2026-11-26" setField={setField} />);
    // Rendered without the zone: the browser's date data is not loaded inside the render.
    expect(setField).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle.shift()!());
    expect(setField).toHaveBeenCalledWith("time_zone", "UTC");
  });

  it("in a dialog, reads no time zone while the dialog is closed, and reads it once it opens", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const dialog = document.body.appendChild(document.createElement("dialog"));
    const setField = vi.fn();
    render(<MeetingSlotFields draft={DRAFT} sending={false} today="2026-11-26" setField={setField} />, { container: dialog });
    expect(idle).toHaveLength(0);
    act(() => dialog.setAttribute("open", ""));
    return vi.waitFor(() => {
      expect(idle).toHaveLength(1);
      act(() => idle.shift()!());
      expect(setField).toHaveBeenCalledWith("time_zone", "UTC");
    });
  });

  it("on a page, reads no time zone until the fields come near the window", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const setField = vi.fn();
    render(<MeetingSlotFields draft={DRAFT} sending={false} today="2026-11-26" setField={setField} />);
    act(() => report!([{ isIntersecting: false }]));
    expect(idle).toHaveLength(0);
    act(() => report!([{ isIntersecting: true }]));
    expect(idle).toHaveLength(1);
    act(() => idle.shift()!());
    expect(setField).toHaveBeenCalledWith("time_zone", "UTC");
  });
});
