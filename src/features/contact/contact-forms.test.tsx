import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ContactDialog } from "./contact-dialog";
import { ContactDialogForm } from "./contact-dialog-form";
import { ContactNotice, NOTICE_DURATION_MS } from "./contact-notice";
import { ContactOpener } from "./contact-opener";
import { listenForContactOpeners } from "./contact-openers";
import type { EmailKind } from "~/shared/email-params";
import type { SendResult } from "./send-email";

const email = vi.hoisted(() => ({ sendEmail: vi.fn(), prepareEmail: vi.fn() }));
vi.mock("./send-email", () => email);

// Idle tasks run as the browser's would, unless a test holds them to send before one has run.
const idle = vi.hoisted(() => ({ held: false }));
vi.mock("~/lib/when-idle", async (actual) => {
  const { whenIdle } = await actual<typeof import("~/lib/when-idle")>();
  return { whenIdle: (task: () => void, timeout?: number) => (idle.held ? () => {} : whenIdle(task, timeout)) };
});

// The page's inline opener script, as every page runs it.
listenForContactOpeners(document, 30_000, { meeting: "/book-a-meeting", connect: "/connect" }, "__pulse");

/** The openers and the two dialogs with their forms, hydrated, as on a page once the forms have woken. */
function renderSite() {
  const user = userEvent.setup();
  render(
    <>
      <ContactOpener kind="meeting">Open meeting</ContactOpener>
      <ContactOpener kind="connect">Open connect</ContactOpener>
      {(["meeting", "connect"] as const).map((kind) => (
        <ContactDialog key={kind} kind={kind}>
          <ContactDialogForm kind={kind} />
        </ContactDialog>
      ))}
    </>,
  );
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, kind: EmailKind) {
  await user.click(screen.getByRole("button", { name: `Open ${kind}` }));
  const dialog = screen.getByRole("dialog", { name: kind === "meeting" ? "Book a Meeting" : "Connect" });
  expect(dialog).toHaveAttribute("open");
  return dialog;
}

const openDialogs = () => document.querySelectorAll("dialog[open]");

async function fillMeeting(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText("Name"), "  Asha Rao ");
  await user.type(form.getByLabelText("Email"), "asha@example.com");
  fireEvent.change(form.getByLabelText("Date"), { target: { value: "2099-05-04" } });
  fireEvent.change(form.getByLabelText("Time"), { target: { value: "10:30" } });
  await user.type(form.getByLabelText("Agenda"), "Roadmap review");
}

beforeEach(() => {
  idle.held = false;
  sessionStorage.clear();
  email.prepareEmail.mockReset().mockResolvedValue(undefined);
  email.sendEmail.mockReset().mockResolvedValue({ ok: true } satisfies SendResult);
});

describe("Book a Meeting", () => {
  it("moves focus into the dialog and labels every field", async () => {
    const user = renderSite();
    const dialog = await openDialog(user, "meeting");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const form = within(dialog);
    expect(form.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(form.getByLabelText("Date")).toHaveAttribute("min", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(form.getByLabelText("Time")).toBeRequired();
    expect(form.getByLabelText("Agenda")).not.toBeRequired();
    expect(form.getByLabelText("Agenda")).toHaveAttribute("maxlength", "2000");
    expect(form.getByLabelText("Time zone")).toHaveAccessibleDescription(
      "Your browser fills this in; if it is empty, type it. Change it if you will join from another time zone.",
    );
    expect(email.prepareEmail).toHaveBeenCalled();
  });

  it("sends the trimmed fields, closes, says so, and empties the form", async () => {
    const user = renderSite();
    await fillMeeting(user, await openDialog(user, "meeting"));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^email sent success$/);
    expect(email.sendEmail).toHaveBeenCalledWith(
      "meeting",
      {
        name: "Asha Rao",
        email: "asha@example.com",
        date: "2099-05-04",
        time: "10:30",
        description: "Roadmap review",
        // The visitor's zone (the tests run in UTC), and the slot in UTC and on the team's clock.
        time_zone: "UTC",
        start_utc: "2099-05-04T10:30:00.000Z",
        start_ist: "Mon, 4 May, 2099, 16:00 IST",
      },
      { honeypot: "" },
    );
    expect(openDialogs()).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("button", { name: "Open meeting" })).toHaveFocus());

    const reopened = await openDialog(user, "meeting");
    expect(within(reopened).getByLabelText("Name")).toHaveValue("");
    expect(sessionStorage.length).toBe(0);
  });

  it("sends the visitor's zone with a request sent before the browser has filled the field", async () => {
    idle.held = true;
    const user = renderSite();
    const dialog = await openDialog(user, "meeting");
    await fillMeeting(user, dialog);
    expect(within(dialog).getByLabelText("Time zone")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^email sent success$/);
    expect(email.sendEmail).toHaveBeenCalledWith(
      "meeting",
      expect.objectContaining({ time_zone: "UTC", start_utc: "2099-05-04T10:30:00.000Z", start_ist: "Mon, 4 May, 2099, 16:00 IST" }),
      { honeypot: "" },
    );
  });

  it("refuses a slot outside the team's hours in the visitor's zone, even before the browser has filled it", async () => {
    idle.held = true;
    const user = renderSite();
    const dialog = await openDialog(user, "meeting");
    await fillMeeting(user, dialog);
    // 03:00 UTC is 08:30 in Bengaluru, before the team's hours.
    fireEvent.change(within(dialog).getByLabelText("Time"), { target: { value: "03:00" } });
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(email.sendEmail).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("Time zone")).toHaveValue("UTC");
    const time = within(dialog).getByLabelText<HTMLInputElement>("Time");
    expect(time).toBeInvalid();
    expect(time.validationMessage).toMatch(/^We meet .* Please choose a time within those hours\.$/);
    expect(dialog.querySelector("[data-slot=meeting-slot]")).toHaveTextContent(/within those hours/);
    expect(dialog).toHaveAttribute("open");
  });

  it("closes on failure too, and keeps what was typed", async () => {
    email.sendEmail.mockResolvedValue({ ok: false, reason: "status", status: 500 } satisfies SendResult);
    const user = renderSite();
    await fillMeeting(user, await openDialog(user, "meeting"));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^something went wrong!!$/);
    expect(openDialogs()).toHaveLength(0);
    const reopened = within(await openDialog(user, "meeting"));
    expect(reopened.getByLabelText("Name")).toHaveValue("  Asha Rao ");
    expect(reopened.getByLabelText("Agenda")).toHaveValue("Roadmap review");
  });

  it("sends once however often Submit is pressed, and says it is sending", async () => {
    let answer!: (result: SendResult) => void;
    email.sendEmail.mockReturnValue(new Promise<SendResult>((resolve) => (answer = resolve)));
    const user = renderSite();
    const dialog = await openDialog(user, "meeting");
    await fillMeeting(user, dialog);
    const submit = within(dialog).getByRole("button", { name: "Submit" });
    await user.dblClick(submit);
    fireEvent.submit(submit.closest("form")!);

    expect(within(dialog).getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(email.sendEmail).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true }));
    expect(await screen.findByRole("alert")).toHaveTextContent("email sent success");
  });
});

describe("Connect", () => {
  it("keeps only digits as they are typed and pasted", async () => {
    const user = renderSite();
    const phone = within(await openDialog(user, "connect")).getByLabelText("Phone");
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "numeric");
    expect(phone).toHaveAttribute("maxlength", "10");
    expect(phone).toHaveAttribute("pattern", "[0-9]{10}");
    expect(phone).toHaveAttribute("placeholder", "Enter 10-digit phone number");

    await user.type(phone, "98a7-6");
    expect(phone).toHaveValue("9876");
    await user.clear(phone);
    await user.click(phone);
    await user.paste("+91 98765 43210");
    expect(phone).toHaveValue("9876543210");
  });

  it("never cuts a longer number typed key by key or pasted: every digit stays, with an error that keeps the form from sending", async () => {
    const user = renderSite();
    const dialog = within(await openDialog(user, "connect"));
    const phone = dialog.getByLabelText("Phone") as HTMLInputElement;
    expect(phone).toHaveAttribute("maxlength", "10");
    expect(dialog.getByRole("link", { name: "Book a Meeting" })).toHaveAttribute("href", "/book-a-meeting");
    expect(dialog.getByRole("link", { name: "hello@kovira-labs.com" })).toHaveAttribute("href", "mailto:hello@kovira-labs.com");
    expect(phone).toHaveAccessibleDescription(/^Outside India\? Book a Meeting or email hello@kovira-labs\.com ?\.$/);

    await user.type(dialog.getByLabelText("Name"), "Oliver");
    await user.type(phone, "+44 20 7946 0958");
    expect(phone).toHaveValue("442079460958");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone.validationMessage).toBe("This number has 12 digits; the form takes a 10-digit number in India.");
    expect(phone).toHaveAccessibleDescription(/^This number has 12 digits; the form takes a 10-digit number in India\. Outside India\?/);
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    expect(email.sendEmail).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.paste("+1 (415) 555-0132 77");
    expect(phone).toHaveValue("1415555013277");
    expect(phone.validity.customError).toBe(true);
    await user.clear(phone);
    await user.type(phone, "9876543210");
    expect(phone.validity.valid).toBe(true);
    expect(phone).not.toHaveAttribute("aria-invalid");
  });

  it("asks the browser for the phone number and keeps an autofilled international one as its 10 digits", async () => {
    const user = renderSite();
    const phone = within(await openDialog(user, "connect")).getByLabelText("Phone");
    // `tel`: the one autofill field name HTML allows on a tel input (the Nu checker refuses tel-national there).
    expect(phone).toHaveAttribute("autocomplete", "tel");
    // Autofill sets the whole value at once, past maxlength.
    fireEvent.change(phone, { target: { value: "+91 98765 43210" } });
    expect(phone).toHaveValue("9876543210");
    fireEvent.change(phone, { target: { value: "098765 43210" } });
    expect(phone).toHaveValue("9876543210");
  });

  it("thanks the visitor by the company's name", async () => {
    const user = renderSite();
    const dialog = within(await openDialog(user, "connect"));
    await user.type(dialog.getByLabelText("Name"), "Asha");
    await user.type(dialog.getByLabelText("Phone"), "9876543210");
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Thanks for connecting with Kovira Labs we will reach you shortly!!$/);
    expect(email.sendEmail).toHaveBeenCalledWith("connect", { name: "Asha", phone: "9876543210" }, { honeypot: "" });
  });

  it("hands the hidden honeypot's value to the sender (which decides what a filled one costs), and shows success", async () => {
    const user = renderSite();
    const dialog = await openDialog(user, "connect");
    await user.type(within(dialog).getByLabelText("Name"), "Bot");
    await user.type(within(dialog).getByLabelText("Phone"), "9876543210");
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="kvx_bait"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "one-time-code");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Thanks for connecting/);
    expect(email.sendEmail).toHaveBeenCalledWith("connect", { name: "Bot", phone: "9876543210" }, { honeypot: "https://spam.example" });
  });
});

describe("the notice beside Submit", () => {
  it.each(["meeting", "connect"] as const)(
    "%s: says where the details go, why and for how long, and links the privacy notice",
    async (kind) => {
      const user = renderSite();
      const dialog = within(await openDialog(user, kind));
      expect(
        dialog.getByText(
          /Your details, with the page you send them from and where your visit began, reach our team through this website.s own server\. With JavaScript off, your own mail program sends the details alone\. We use them only to reply and to see what brings enquiries, and delete them 24 months after our last contact\./,
        ),
      ).toBeVisible();
      expect(dialog.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    },
  );
});

describe("the outcome message", () => {
  it(`stays for ${NOTICE_DURATION_MS} ms, at least 5 s, then goes`, () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ContactNotice tone="success" message="email sent success" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 5000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("waits while the visitor's pointer or focus is on it", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ContactNotice tone="error" message="something went wrong!!" onDismiss={onDismiss} />);
    fireEvent.focus(screen.getByRole("button", { name: "Dismiss message" }));
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS * 2));
    expect(onDismiss).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("can be dismissed", async () => {
    const user = renderSite();
    const dialog = within(await openDialog(user, "connect"));
    await user.type(dialog.getByLabelText("Name"), "Asha");
    await user.type(dialog.getByLabelText("Phone"), "9876543210");
    await user.click(dialog.getByRole("button", { name: "Submit" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Dismiss message" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});

it("shows one outcome message at a time: the other form's takes the place of the last", async () => {
  email.sendEmail.mockResolvedValue({ ok: false, reason: "status", status: 500 } satisfies SendResult);
  const user = renderSite();
  const connect = within(await openDialog(user, "connect"));
  await user.type(connect.getByLabelText("Name"), "Asha");
  await user.type(connect.getByLabelText("Phone"), "9876543210");
  await user.click(connect.getByRole("button", { name: "Submit" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong!, please try again later");
  await fillMeeting(user, await openDialog(user, "meeting"));
  await user.click(within(screen.getByRole("dialog", { name: "Book a Meeting" })).getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["something went wrong!!"]));
});
