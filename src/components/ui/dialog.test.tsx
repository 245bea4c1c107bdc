import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

function Profile({ keepMounted = false, onClosed }: { keepMounted?: boolean; onClosed?: () => void }) {
  return (
    <Dialog>
      <DialogTrigger>Read profile</DialogTrigger>
      <DialogContent keepMounted={keepMounted} onClosed={onClosed}>
        <DialogTitle>Meera Iyer</DialogTitle>
        <DialogDescription>Chief executive</DialogDescription>
        <input aria-label="Note" />
        <DialogClose>
          <button type="button">Done</button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("renders nothing until it first opens, then opens as a modal named by its title", async () => {
    const user = userEvent.setup();
    const { container } = render(<Profile />);
    expect(container.querySelector("dialog")).toBeNull();
    const trigger = screen.getByRole("button", { name: "Read profile" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Meera Iyer" });
    expect(dialog).toHaveAccessibleDescription("Chief executive");
    expect(dialog).toHaveAttribute("open");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("kept mounted, renders its content closed once the page is idle, one dialog per idle period", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    try {
      const { container } = render(
        <>
          <Profile keepMounted />
          <Profile keepMounted />
        </>,
      );
      const rendered = () => container.querySelectorAll("dialog").length;
      await waitFor(() => expect(idle).toHaveLength(1));
      expect(rendered()).toBe(0);
      act(() => idle.shift()!());
      await waitFor(() => expect(rendered()).toBe(1));
      const dialog = container.querySelector("dialog")!;
      expect(dialog).not.toHaveAttribute("open");
      expect(dialog).toHaveTextContent("Meera Iyer");
      // The second waits for an idle period of its own.
      await waitFor(() => expect(idle).toHaveLength(1));
      expect(rendered()).toBe(1);
      act(() => idle.shift()!());
      await waitFor(() => expect(rendered()).toBe(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("kept mounted but opened before its turn, renders at once", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    try {
      const user = userEvent.setup();
      render(<Profile keepMounted />);
      await user.click(screen.getByRole("button", { name: "Read profile" }));
      expect(screen.getByRole("dialog", { name: "Meera Iyer" })).toHaveAttribute("open");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("closes from its own buttons, says so once closed, and keeps its content for the next open", async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    const { container } = render(<Profile onClosed={onClosed} />);
    for (const close of ["Done", "Close"]) {
      await user.click(screen.getByRole("button", { name: "Read profile" }));
      await user.click(screen.getByRole("button", { name: close }));
      expect(container.querySelector("dialog")).not.toHaveAttribute("open");
    }
    expect(onClosed).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Read profile" })).toHaveAttribute("aria-expanded", "false");
  });
});
