import { describe, expect, it } from "vitest";
import { emailConfigFromEnv } from "./email-config";

const account = {
  VITE_EMAILJS_PUBLIC_KEY: "public-key",
  VITE_EMAILJS_SERVICE_ID: "service_1",
  VITE_EMAILJS_MEETING_TEMPLATE_ID: "template_meeting",
  VITE_EMAILJS_CONNECT_TEMPLATE_ID: "template_connect",
  VITE_EMAILJS_RECAPTCHA_SITE_KEY: "6Lc-site-key",
};

describe("emailConfigFromEnv", () => {
  it("uses the local outbox when no EmailJS variable is set", () => {
    const config = emailConfigFromEnv({});
    expect(config.mode).toBe("outbox");
    expect(config.origin).toBeNull();
    expect(config.templates.meeting).not.toBe(config.templates.connect);
  });

  it("treats empty variables as unset", () => {
    expect(emailConfigFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "", VITE_EMAILJS_SERVICE_ID: "" }).mode).toBe("outbox");
  });

  it("uses EmailJS at its default origin when the four ids and the challenge's site key are set", () => {
    expect(emailConfigFromEnv(account)).toEqual({
      mode: "emailjs",
      publicKey: "public-key",
      serviceId: "service_1",
      templates: { meeting: "template_meeting", connect: "template_connect" },
      origin: "https://api.emailjs.com",
      recaptchaSiteKey: "6Lc-site-key",
    });
  });

  it("asks for reCAPTCHA by default, and sends without it only when told VITE_EMAILJS_RECAPTCHA=off", () => {
    const { VITE_EMAILJS_RECAPTCHA_SITE_KEY: _key, ...ids } = account;
    expect(() => emailConfigFromEnv(ids)).toThrow(/set VITE_EMAILJS_RECAPTCHA_SITE_KEY .* or VITE_EMAILJS_RECAPTCHA=off/);
    expect(() => emailConfigFromEnv({ ...ids, VITE_EMAILJS_RECAPTCHA_SITE_KEY: " " })).toThrow(/VITE_EMAILJS_RECAPTCHA_SITE_KEY/);
    expect(emailConfigFromEnv({ ...ids, VITE_EMAILJS_RECAPTCHA: "off" }).recaptchaSiteKey).toBeNull();
    expect(emailConfigFromEnv({ ...account, VITE_EMAILJS_RECAPTCHA_SITE_KEY: " 6Lc-other " }).recaptchaSiteKey).toBe("6Lc-other");
    // The local outbox cannot check a challenge: a site key without an account is a mistake.
    expect(() => emailConfigFromEnv({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: "6Lc-site-key" })).toThrow(/VITE_EMAILJS_RECAPTCHA_SITE_KEY/);
  });

  it("takes a custom origin from VITE_EMAILJS_ORIGIN", () => {
    expect(emailConfigFromEnv({ ...account, VITE_EMAILJS_ORIGIN: "https://api.eu.emailjs.example" }).origin).toBe(
      "https://api.eu.emailjs.example",
    );
  });

  it("drops a trailing slash from the origin, since the SDK adds the path", () => {
    expect(emailConfigFromEnv({ ...account, VITE_EMAILJS_ORIGIN: "https://api.emailjs.com/" }).origin).toBe("https://api.emailjs.com");
  });

  it("falls back to the default origin when VITE_EMAILJS_ORIGIN is empty", () => {
    expect(emailConfigFromEnv({ ...account, VITE_EMAILJS_ORIGIN: "" }).origin).toBe("https://api.emailjs.com");
  });

  it("names the missing variables when EmailJS is only partly configured", () => {
    const { VITE_EMAILJS_CONNECT_TEMPLATE_ID: _missing, ...partial } = account;
    expect(() => emailConfigFromEnv(partial)).toThrow(/VITE_EMAILJS_CONNECT_TEMPLATE_ID/);
  });

  it("rejects an origin that is not a URL", () => {
    expect(() => emailConfigFromEnv({ ...account, VITE_EMAILJS_ORIGIN: "api.emailjs.com" })).toThrow(/VITE_EMAILJS_ORIGIN/);
    expect(() => emailConfigFromEnv({ ...account, VITE_EMAILJS_ORIGIN: "ftp://api.emailjs.com" })).toThrow(/VITE_EMAILJS_ORIGIN/);
  });
});
