import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmailConfig } from "./email-config";
import type { ConnectParams, MeetingParams } from "~/shared/email-params";
import { RECAPTCHA_ONLOAD, RECAPTCHA_SCRIPT } from "./recaptcha";
import { refusalOf } from "./send-refusal";
import { NOTICE_VERSION } from "~/shared/email-params";
import { createEmailSender, EMAILJS_THROTTLE_MS, SEND_TIMEOUT_MS, throttleStorage, type SendResult } from "./send-email";
import { startLeadSource } from "./lead-source";

// Every page's layout notes where the visit began (LEAD_SOURCE_SCRIPT); here, this test page.
startLeadSource();

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

/** Where a lead sent from this test page came from: the page, the notice's version, no campaign. */
const source = {
  landing_page: "/",
  referrer_host: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  sent_from: "/",
  opened_by: "",
  notice_version: NOTICE_VERSION,
};

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

describe("a send the endpoint refuses", () => {
  it.each([403, 429, 503])("remembers a %i for the form, so the notice can say it was turned away", async (status) => {
    sdk.send.mockRejectedValue(responseStatus(status, "Refused"));
    const sender = createEmailSender(outbox);
    expect(await sender.sendEmail("connect", connect)).toMatchObject({ ok: false, status });
    expect(refusalOf("connect")).toBe(status);
    expect(refusalOf("meeting")).toBeUndefined();
    sdk.send.mockRejectedValue(responseStatus(500, "Broken"));
    await sender.sendEmail("connect", connect);
    expect(refusalOf("connect")).toBeUndefined();
  });
});

describe("spam at the EmailJS door", () => {
  it("a filled honeypot: EmailJS is sent nothing and the bot is told it worked", async () => {
    await expect(createEmailSender(emailJs).sendEmail("connect", connect, { honeypot: "https://spam.example" })).resolves.toEqual({ ok: true });
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it("a filled honeypot: the local outbox is sent its value, and decides", async () => {
    await createEmailSender(outbox).sendEmail("connect", connect, { honeypot: "https://spam.example" });
    expect(sdk.send).toHaveBeenCalledWith("local-outbox", "connect", { ...connect, ...source, kvx_bait: "https://spam.example", altcha: "" });
  });

  it("EmailJS's rate limit keeps its clock in localStorage, or in memory when storage is blocked", async () => {
    const storage = throttleStorage();
    await storage.set("kovira-connect", "123");
    expect(localStorage.getItem("kovira-connect")).toBe("123");
    await expect(storage.get("kovira-connect")).resolves.toBe("123");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    await expect(storage.get("kovira-connect")).resolves.toBe("123");
    vi.restoreAllMocks();
    await storage.remove("kovira-connect");
    expect(localStorage.getItem("kovira-connect")).toBeNull();
  });

  describe("with reCAPTCHA (its script stubbed, as EmailJS is)", () => {
    const withKey: EmailConfig = { ...emailJs, recaptchaSiteKey: "6Lc-site-key" };
    let rendered: Record<string, unknown> | undefined;
    const grecaptcha = {
      render: vi.fn((_container: HTMLElement, parameters: Record<string, unknown>) => {
        rendered = parameters;
        return 7;
      }),
      execute: vi.fn(() => (rendered!.callback as (token: string) => void)("token-from-google")),
      reset: vi.fn(),
    };

    // Each test starts with a page that has not loaded Google's script: fresh modules, no global.
    let createEmailSender: typeof import("./send-email").createEmailSender;
    beforeEach(async () => {
      vi.resetModules();
      ({ createEmailSender } = await import("./send-email"));
      delete window.grecaptcha;
      delete window[RECAPTCHA_ONLOAD];
      rendered = undefined;
      document.head.querySelectorAll("script").forEach((script) => script.remove());
    });

    /** Google's script "loads": its API appears and it calls the page's onload function. */
    async function loadStubbedScript() {
      await vi.waitFor(() => expect(document.head.querySelector(`script[src="${RECAPTCHA_SCRIPT}"]`)).not.toBeNull());
      window.grecaptcha = grecaptcha;
      window[RECAPTCHA_ONLOAD]!();
    }

    it("loads nothing until a form is sent, then sends the token as g-recaptcha-response", async () => {
      const { prepareEmail, sendEmail } = createEmailSender(withKey);
      await prepareEmail();
      expect(document.head.querySelector("script")).toBeNull();
      const sent = sendEmail("connect", connect);
      await loadStubbedScript();
      await expect(sent).resolves.toEqual({ ok: true });
      expect(rendered).toMatchObject({ sitekey: "6Lc-site-key", size: "invisible" });
      expect(sdk.send).toHaveBeenCalledWith("service_1", "template_connect", { ...connect, ...source, "g-recaptcha-response": "token-from-google" }, expect.anything());
      expect(grecaptcha.reset).toHaveBeenCalledWith(7);
      // The next send runs the same widget again, without loading the script twice.
      await sendEmail("meeting", meeting);
      expect(document.head.querySelectorAll("script")).toHaveLength(1);
      expect(grecaptcha.execute).toHaveBeenCalledTimes(2);
    });

    it("fails, keeping the draft, when the challenge cannot load", async () => {
      const sent = createEmailSender(withKey).sendEmail("connect", connect);
      await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
      document.head.querySelector("script")!.dispatchEvent(new Event("error"));
      await expect(sent).resolves.toMatchObject({ ok: false, reason: "network" });
      expect(sdk.send).not.toHaveBeenCalled();
    });

    it("is off by default: no site key, no script, no token", async () => {
      await createEmailSender(emailJs).sendEmail("connect", connect);
      expect(document.head.querySelector("script")).toBeNull();
      expect(sdk.send.mock.calls[0]![2]).not.toHaveProperty("g-recaptcha-response");
    });
  });
});

describe("sendEmail", () => {
  it("does not load the SDK until the first send, then initialises it once", async () => {
    const { sendEmail } = createEmailSender(emailJs);
    expect(sdk.init).not.toHaveBeenCalled();
    await sendEmail("meeting", meeting);
    await sendEmail("connect", connect);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      { publicKey: "public-key", blockHeadless: false, storageProvider: expect.objectContaining({ get: expect.any(Function) }) },
      "https://api.emailjs.com",
    );
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
    expect(sdk.send).toHaveBeenCalledWith("local-outbox", "connect", { ...connect, ...source, kvx_bait: "", altcha: "" });
  });

  it("sends each form with its own template and parameters", async () => {
    const { sendEmail } = createEmailSender(emailJs);
    await expect(sendEmail("meeting", meeting)).resolves.toEqual({ ok: true });
    await expect(sendEmail("connect", connect)).resolves.toEqual({ ok: true });
    const limited = (id: string) => ({ limitRate: { id, throttle: EMAILJS_THROTTLE_MS } });
    expect(sdk.send).toHaveBeenNthCalledWith(1, "service_1", "template_meeting", { ...meeting, ...source }, limited("kovira-meeting"));
    expect(sdk.send).toHaveBeenNthCalledWith(2, "service_1", "template_connect", { ...connect, ...source }, limited("kovira-connect"));
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

describe("what a send counts for the analytics", () => {
  const queue = () => (window as unknown as Record<string, unknown[] | undefined>).__pulse ?? [];
  beforeEach(() => void delete (window as unknown as Record<string, unknown>).__pulse);

  it("with EmailJS: the submit, then its outcome from EmailJS's answer (sent, refused on a 4xx, failed otherwise)", async () => {
    const { sendEmail } = createEmailSender(emailJs);
    await sendEmail("connect", connect);
    sdk.send.mockRejectedValueOnce(responseStatus(429, "Too many requests"));
    await sendEmail("meeting", meeting);
    sdk.send.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await sendEmail("connect", connect);
    expect(queue()).toEqual([
      ["Submit", { form: "connect" }],
      ["Sent", { form: "connect" }],
      ["Submit", { form: "meeting" }],
      ["Refused", { form: "meeting" }],
      ["Submit", { form: "connect" }],
      ["Failed", { form: "connect" }],
    ]);
  });

  it("with the site's own server: the submit only (the server counts the outcome); a bot's honeypot with EmailJS: nothing", async () => {
    await createEmailSender(outbox).sendEmail("connect", connect);
    await createEmailSender(emailJs).sendEmail("connect", connect, { honeypot: "bot" });
    expect(queue()).toEqual([["Submit", { form: "connect" }]]);
  });
});
