/*
 * What the build's pages need of their Content-Security-Policy (`csp.json`), read from the HTML
 * as built: the hashes of the inline scripts that run, and which pages carry a contact form.
 */
import { createHash } from "node:crypto";
import type { CspManifest } from "../../server/headers";

/** A `type` under which a browser runs a script; any other (`application/ld+json`) is data. */
const SCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * sha256 hashes of a page's inline scripts, for its Content-Security-Policy. Data blocks (JSON-LD)
 * are never run, so the policy does not name them, and pages that differ only in their data share
 * one policy.
 */
export function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => SCRIPT_TYPES.test(/\btype=["']?([^"'\s>]*)/i.exec(match[1] ?? "")?.[1]?.trim() ?? ""))
    .map((match) => match[2] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

/** The contact form's own page, or the contact dialogs' form islands, which every ordinary page carries. */
export const hasContactForm = (html: string) => /component-url="[^"]*\/contact-(?:dialog-form|page-form)\.[^"]*"/.test(html);

/** A form that posts to the mail program when scripts do not run. */
export const hasMailtoForm = (html: string) => /<form\b[^>]*\baction=["']?mailto:/i.test(html);

/** The manifest for the built pages, each given by its file (`/connect/index.html`) and its HTML. */
export function cspManifest(
  pages: { file: string; html: string }[],
  settings: { connectOrigins: string[]; recaptcha: boolean },
): CspManifest {
  return {
    pages: Object.fromEntries(pages.map(({ file, html }) => [file, inlineScriptHashes(html)])),
    connectOrigins: settings.connectOrigins,
    contactForms: pages.filter(({ html }) => hasContactForm(html)).map(({ file }) => file),
    mailtoForms: pages.filter(({ html }) => hasMailtoForm(html)).map(({ file }) => file),
    recaptcha: settings.recaptcha,
  };
}
