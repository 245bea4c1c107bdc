/*
 * reCAPTCHA v2 (invisible), when the EmailJS account checks a challenge before it sends
 * (VITE_EMAILJS_RECAPTCHA_SITE_KEY; docs/contact-forms.md, "Spam"): the token goes with the request as
 * `g-recaptcha-response`, which EmailJS verifies with the secret key set in its dashboard. Google's
 * script loads on the first submission, never before.
 */

/** The part of Google's `grecaptcha` the forms use. */
export type Grecaptcha = {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widget: number): void;
  reset(widget: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [RECAPTCHA_ONLOAD]?: () => void;
  }
}

/** The global function Google's script calls once it is ready. */
export const RECAPTCHA_ONLOAD = "koviraRecaptchaReady";
export const RECAPTCHA_SCRIPT = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${RECAPTCHA_ONLOAD}`;

let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error("reCAPTCHA did not start")));
    const script = document.createElement("script");
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onerror = () => {
      loading = undefined; // A script that failed to load may load on the next try.
      reject(new TypeError("reCAPTCHA could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/** A challenge for one site key: each `token()` runs it once and resolves with the token. */
export function createChallenge(siteKey: string) {
  let widget: Promise<{ grecaptcha: Grecaptcha; id: number }> | undefined;
  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | undefined;

  function render() {
    widget ??= loadRecaptcha().then((grecaptcha) => {
      const container = document.createElement("div");
      container.dataset.recaptcha = "";
      document.body.append(container);
      const id = grecaptcha.render(container, {
        sitekey: siteKey,
        size: "invisible",
        callback: (token: string) => waiting?.resolve(token),
        "error-callback": () => waiting?.reject(new TypeError("reCAPTCHA could not run")),
        "expired-callback": () => waiting?.reject(new Error("the reCAPTCHA answer expired")),
      });
      return { grecaptcha, id };
    });
    widget.catch(() => (widget = undefined));
    return widget;
  }

  return {
    async token(): Promise<string> {
      const { grecaptcha, id } = await render();
      try {
        return await new Promise<string>((resolve, reject) => {
          waiting = { resolve, reject };
          grecaptcha.execute(id);
        });
      } finally {
        waiting = undefined;
        grecaptcha.reset(id);
      }
    },
  };
}
