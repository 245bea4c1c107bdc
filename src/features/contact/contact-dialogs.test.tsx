import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { ContactDialogs } from "./contact-dialogs";
import { openContactDialog } from "./contact-store";

vi.mock("./contact-dialog-forms", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

function ConnectButton() {
  return <button onClick={() => openContactDialog("connect")}>Connect</button>;
}

it("says the form failed, and keeps the page, when the form code cannot load", async () => {
  const user = userEvent.setup();
  render(
    <>
      <ConnectButton />
      <ContactDialogs />
    </>,
  );
  await user.click(screen.getByRole("button", { name: "Connect" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong!, please try again later");
  expect(screen.getByRole("button", { name: "Connect" })).toBeInTheDocument();
});
