import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmailConfig } from "./email-config";
import type { ConnectParams, MeetingParams } from "./email-params";
import { createEmailSender, SEND_TIMEOUT_MS, type SendResult } from "./send-email";

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
vi.mock("@emailjs/browser", () => sdk);

const emailJs: EmailConfig = {
  mode: "emailjs",
  publicKey: "public-key",
  serviceId: "service_1",
  templates: { meeting: "template_meeting", connect: "template_connect" },
  origin: "https://api.emailjs.com",
  recaptchaSiteKey: null,
};
const outbox: EmailConfig = {
  mode: "outbox",
  publicKey: "local-outbox",
  serviceId: "local-outbox",
  templates: { meeting: "meeting", connect: "connect" },
  origin: null,
  recaptchaSiteKey: null,
};
const meeting: MeetingParams = {
  name: "Asha Rao",
  email: "asha@example.com",
  date: "2030-05-06",
  time: "10:30",
  description: "",
  time_zone: "Europe/London",
  start_utc: "2030-05-06T09:30:00.000Z",
  start_ist: "Mon, 6 May 2030, 15:00 IST",
};
const connect: ConnectParams = { name: "Asha Rao", phone: "9876543210" };

/** What EmailJS rejects with for a non-2xx answer. */
const responseStatus = (status: number, text = "error") => ({ status, text });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  sdk.init.mockReset();
  sdk.send.mockReset().mockResolvedValue(responseStatus(200, "OK"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe("sendEmail", () => {
  it("does not load the SDK until the first send, then initialises it once", async () => {
    const { sendEmail } = createEmailSender(emailJs);
    expect(sdk.init).not.toHaveBeenCalled();
    await sendEmail("meeting", meeting);
    await sendEmail("connect", connect);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: "public-key", blockHeadless: false }, "https://api.emailjs.com");
  });

  it("initialises once when a form is opened before it is submitted", async () => {
    const { prepareEmail, sendEmail } = createEmailSender(emailJs);
    await Promise.all([prepareEmail(), prepareEmail()]);
    await sendEmail("connect", connect);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it("sends to the site's own origin when no EmailJS account is configured", async () => {
    await createEmailSender(outbox).sendEmail("connect", connect);
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: "local-outbox", blockHeadless: false }, window.location.origin);
    expect(sdk.send).toHaveBeenCalledWith("local-outbox", "connect", connect);
  });

  it("sends each form with its own template and parameters", async () => {
    const { sendEmail } = createEmailSender(emailJs);
    await expect(sendEmail("meeting", meeting)).resolves.toEqual({ ok: true });
    await expect(sendEmail("connect", connect)).resolves.toEqual({ ok: true });
    expect(sdk.send).toHaveBeenNthCalledWith(1, "service_1", "template_meeting", meeting);
    expect(sdk.send).toHaveBeenNthCalledWith(2, "service_1", "template_connect", connect);
  });

  it.each([400, 403, 429, 451, 500, 503])("fails when the service answers %i", async (status) => {
    sdk.send.mockRejectedValue(responseStatus(status, "The request was refused"));
    await expect(createEmailSender(emailJs).sendEmail("meeting", meeting)).resolves.toEqual({
      ok: false,
      reason: "status",
      status,
      detail: "The request was refused",
    });
  });

  it("fails on a network error, reported as a TypeError", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(createEmailSender(emailJs).sendEmail("connect", connect)).resolves.toEqual({
      ok: false,
      reason: "network",
      detail: "Failed to fetch",
    });
  });

  it("fails on a network error, reported as status 0", async () => {
    sdk.send.mockRejectedValue(responseStatus(0, "Network Error"));
    await expect(createEmailSender(emailJs).sendEmail("connect", connect)).resolves.toMatchObject({ ok: false, reason: "network" });
  });

  it("fails when the SDK rejects with a string", async () => {
    sdk.send.mockRejectedValue("The public key is required.");
    await expect(createEmailSender(emailJs).sendEmail("connect", connect)).resolves.toEqual({
      ok: false,
      reason: "rejected",
      detail: "The public key is required.",
    });
  });

  it("fails when the SDK throws synchronously", async () => {
    sdk.send.mockImplementation(() => {
      throw "The template ID is required.";
    });
    await expect(createEmailSender(emailJs).sendEmail("meeting", meeting)).resolves.toMatchObject({ ok: false, reason: "rejected" });
  });

  it("fails when a resolved answer is not 2xx", async () => {
    sdk.send.mockResolvedValue(responseStatus(302, "Found"));
    await expect(createEmailSender(emailJs).sendEmail("meeting", meeting)).resolves.toMatchObject({ ok: false, status: 302 });
  });

  describe("with no answer", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it(`fails after ${SEND_TIMEOUT_MS} ms, not before`, async () => {
      sdk.send.mockReturnValue(new Promise(() => {}));
      let result: SendResult | undefined;
      void createEmailSender(emailJs)
        .sendEmail("meeting", meeting)
        .then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toEqual({ ok: false, reason: "timeout" });
    });

    it("ignores a success that arrives after the timeout", async () => {
      const answer = deferred<{ status: number; text: string }>();
      sdk.send.mockReturnValue(answer.promise);
      const sending = createEmailSender(emailJs).sendEmail("connect", connect);
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      answer.resolve(responseStatus(200, "OK"));
      await vi.runAllTimersAsync();
      await expect(sending).resolves.toEqual({ ok: false, reason: "timeout" });
    });

    it("ignores a failure that arrives after the timeout, without an unhandled rejection", async () => {
      const unhandled = vi.fn();
      process.on("unhandledRejection", unhandled);
      const answer = deferred<{ status: number; text: string }>();
      sdk.send.mockReturnValue(answer.promise);
      const sending = createEmailSender(emailJs).sendEmail("connect", connect);
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      answer.reject(new TypeError("Failed to fetch"));
      await vi.runAllTimersAsync();
      await expect(sending).resolves.toEqual({ ok: false, reason: "timeout" });
      process.off("unhandledRejection", unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    });

    it("stops the timer when the answer comes in time", async () => {
      await createEmailSender(emailJs).sendEmail("connect", connect);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
