import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Dialog, opensDialog } from "./dialog";

it("is a closed native dialog in the HTML, named and described, that its opener's invoker command shows and its Close button closes", () => {
  const { container } = render(
    <>
      <button type="button" {...opensDialog("profile")}>
        Read profile
      </button>
      <Dialog id="profile" labelledBy="profile-name" describedBy="profile-role">
        <h2 id="profile-name">Meera Iyer</h2>
        <p id="profile-role">Chief executive</p>
      </Dialog>
    </>,
  );
  const opener = screen.getByRole("button", { name: "Read profile" });
  expect([opener.getAttribute("command"), opener.getAttribute("commandfor"), opener.getAttribute("aria-haspopup")]).toEqual([
    "show-modal",
    "profile",
    "dialog",
  ]);
  const dialog = container.querySelector("dialog")!;
  expect(dialog).not.toHaveAttribute("open");
  expect(dialog).toHaveAttribute("data-backdrop-close");
  dialog.showModal();
  expect(screen.getByRole("dialog", { name: "Meera Iyer" })).toHaveAccessibleDescription("Chief executive");
  const close = screen.getByRole("button", { name: "Close" });
  expect([close.getAttribute("command"), close.getAttribute("commandfor")]).toEqual(["close", "profile"]);
});
