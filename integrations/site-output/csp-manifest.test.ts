import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspManifest, hasContactForm, hasMailtoForm, inlineScriptHashes } from "./csp-manifest";

const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;

describe("what the build tells the policy about each page", () => {
  it("hashes the inline scripts that run, not data blocks nor external scripts", () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script><script>run()</script><script type="module">go()</script><script src="/a.js"></script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("run()"), sha("go()")]);
  });

  it("finds the pages with a contact form, and those that fall back to mailto:", () => {
    const dialogs = `<astro-island component-url="/assets/contact-dialog-form.DRnRUHob.js"></astro-island>`;
    const page = `<astro-island component-url="/assets/contact-page-form.DWg6oJJb.js"><form class="grid" action="mailto:hello@kovira-labs.com" encType="text/plain" method="post"></form></astro-island>`;
    expect([hasContactForm(dialogs), hasMailtoForm(dialogs)]).toEqual([true, false]);
    expect([hasContactForm(page), hasMailtoForm(page)]).toEqual([true, true]);
    expect(hasContactForm(`<div id="nc-root"></div>`)).toBe(false);
    const manifest = cspManifest(
      [
        { file: "/index.html", html: dialogs },
        { file: "/connect/index.html", html: page },
        { file: "/admin/index.html", html: "<script>decap()</script>" },
      ],
      { connectOrigins: [], recaptcha: false },
    );
    expect(manifest.contactForms).toEqual(["/index.html", "/connect/index.html"]);
    expect(manifest.mailtoForms).toEqual(["/connect/index.html"]);
    expect(manifest.pages["/admin/index.html"]).toEqual([sha("decap()")]);
  });
});
