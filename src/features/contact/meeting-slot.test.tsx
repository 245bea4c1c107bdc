import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeetingFields } from "~/shared/email-params";
import { MeetingSlotFields } from "./meeting-slot";

const DRAFT: MeetingFields = { name: "", email: "", date: "", time: "", description: "", time_zone: "" };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The fields, rendered into `container`, with idle callbacks held in `idle` until a test runs them. */
function renderFields(container?: HTMLElement) {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  const setField = vi.fn();
  render(<MeetingSlotFields draft={DRAFT} sending={false} today="2026-11-26" setField={setField} />, container ? { container } : {});
  /** Runs the idle task that was asked for, which reads the zone and fills the field with it. */
  const readZone = () => {
    expect(idle).toHaveLength(1);
    act(() => idle.shift()!());
    expect(setField).toHaveBeenCalledWith("time_zone", "UTC");
  };
  return { idle, setField, readZone };
}

describe("MeetingSlotFields", () => {
  it("reads the visitor's time zone in an idle task of its own, after it has rendered, and fills the field with it", () => {
    const { setField, readZone } = renderFields();
    // Rendered without the zone: the browser's date data is not loaded inside the render.
    expect(setField).not.toHaveBeenCalled();
    readZone();
  });

  it("in a dialog, reads no time zone while the dialog is closed, and reads it once it opens", () => {
    const dialog = document.body.appendChild(document.createElement("dialog"));
    const { idle, readZone } = renderFields(dialog);
    expect(idle).toHaveLength(0);
    act(() => dialog.setAttribute("open", ""));
    return vi.waitFor(readZone);
  });

  it("on a page, reads no time zone until the fields come near the window", () => {
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
    const { idle, readZone } = renderFields();
    act(() => report!([{ isIntersecting: false }]));
    expect(idle).toHaveLength(0);
    act(() => report!([{ isIntersecting: true }]));
    readZone();
  });
});
