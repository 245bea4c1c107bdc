import { render, screen } from "@testing-library/react";
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

  it("kept mounted, renders its content closed as soon as it is in the page", () => {
    const { container } = render(<Profile keepMounted />);
    const dialog = container.querySelector("dialog")!;
    expect(dialog).not.toHaveAttribute("open");
    expect(dialog).toHaveTextContent("Meera Iyer");
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
