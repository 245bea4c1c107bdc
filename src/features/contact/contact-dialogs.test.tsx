import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { ContactDialogs } from "./contact-dialogs";
import { openContactDialog } from "./contact-store";

const { prepareEmail } = vi.hoisted(() => ({ prepareEmail: vi.fn(() => Promise.resolve()) }));
vi.mock("./send-email", () => ({ prepareEmail }));

afterEach(() => {
  vi.unstubAllGlobals();
  prepareEmail.mockClear();
});

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

it("starts loading the forms and the email SDK in an idle period after it has mounted, not in hydration's own task", () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  render(<ContactDialogs />);
  expect(prepareEmail).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  act(() => idle.shift()!());
  expect(prepareEmail).toHaveBeenCalledTimes(1);
});
