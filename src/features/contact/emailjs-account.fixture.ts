/** A complete EmailJS account as a build's environment gives it (reCAPTCHA on), for the tests. */
export const EMAILJS_ACCOUNT = {
  VITE_EMAILJS_PUBLIC_KEY: "key",
  VITE_EMAILJS_SERVICE_ID: "service",
  VITE_EMAILJS_MEETING_TEMPLATE_ID: "meeting",
  VITE_EMAILJS_CONNECT_TEMPLATE_ID: "connect",
  VITE_EMAILJS_RECAPTCHA_SITE_KEY: "site-key",
};
