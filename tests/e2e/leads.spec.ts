import { expect, test, type Page } from "@playwright/test";
import { resolve } from "node:path";
import { readLeads, readSuspects } from "../../server/lead-store";
import { NOTICE_VERSION } from "../../src/shared/email-params";
import { fillContactForm } from "./contact-fill";
import { visit, waitForQuietPage } from "./islands";

// The Playwright web server stores leads here (LEADS_DB in playwright.config.ts).
const LEADS_DB = resolve("test-results/leads.db");

test.use({ viewport: { width: 1280, height: 800 } });

const FAILURE = { meeting: "something went wrong!!", connect: "Something went wrong!, please try again later" } as const;

/**
 * What browsers' address and contact autofill looks for, by field: the autocomplete tokens of an
 * address profile (HTML's autofill field names for a person, an organisation, an address, a
 * phone, an email and a home page), and the words Chromium's, Firefox's and Safari's heuristics
 * match in a field's name, id, label or placeholder when the token is missing or not one of them
 * (Chromium's autofill_regex_constants, Firefox's FormAutofillHeuristics, WebKit's form
 * classifier; English forms).
 */
const PROFILE = [
  {
    value: "+91 98765 43210",
    tokens: ["tel", "tel-national", "tel-local", "tel-country-code", "tel-area-code", "mobile"],
    words: /phone|mobile|\btel\b|telephone|cell|contact.?number/i,
  },
  { value: "asha@example.com", tokens: ["email"], words: /e.?mail/i },
  {
    value: "Asha Rao",
    tokens: ["name", "given-name", "additional-name", "family-name", "nickname", "honorific-prefix", "honorific-suffix"],
    words: /^name$|full.?name|your.?name|first.?name|last.?name|surname|given.?name|family.?name|\bname\b/i,
  },
  { value: "Rao Industries", tokens: ["organization", "organization-title"], words: /company|business|organi[sz]ation|employer|firm|job.?title|position/i },
  { value: "https://asha.example", tokens: ["url", "photo", "impp"], words: /website|web.?site|\burl\b|homepage|home.?page|web.?page/i },
  {
    value: "12 MG Road",
    tokens: [
      "street-address",
      "address-line1",
      "address-line2",
      "address-line3",
      "address-level1",
      "address-level2",
      "address-level3",
      "address-level4",
      "country",
      "country-name",
      "postal-code",
    ],
    words: /address|addr|street|line[123]|city|town|state|province|county|region|zip|postal|post.?code|country|suburb|district|apartment|suite|building|house/i,
  },
];

/**
 * Fills the form as an aggressive autofill would: every input whose autocomplete token, name, id,
 * label or placeholder matches an address-profile field gets that field's value, seen or not, the
 * way the browser sets it (the value, then `input` and `change`). Returns what it filled.
 */
async function autofill(page: Page, form: string) {
  return page.locator(form).evaluate((element, profile) => {
    const filled: Record<string, string> = {};
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (const input of element.querySelectorAll<HTMLInputElement>("input")) {
      if (["hidden", "submit", "button", "date", "time", "checkbox", "radio"].includes(input.type)) continue;
      const token = (input.getAttribute("autocomplete") ?? "").trim().toLowerCase().split(/\s+/).at(-1) ?? "";
      const labels = [...(input.labels ?? [])].map((label) => label.textContent ?? "").join(" ");
      const described = [input.name, input.id, labels, input.placeholder, input.getAttribute("aria-label") ?? ""];
      const match = profile.find(({ tokens, words }) => tokens.includes(token) || described.some((text) => new RegExp(words.source, words.flags).test(text)));
      if (!match) continue;
      input.focus();
      setValue.call(input, match.value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
      filled[input.name] = match.value;
    }
    return filled;
  }, PROFILE.map(({ value, tokens, words }) => ({ value, tokens, words: { source: words.source, flags: words.flags } })));
}

for (const kind of ["connect", "meeting"] as const) {
  test(`${kind}: a form filled by address autofill leaves the honeypot empty and is stored as a lead`, async ({ page }) => {
    await visit(page, kind === "connect" ? "/connect" : "/book-a-meeting");
    await waitForQuietPage(page);
    const form = "main form";
    const honeypot = page.locator(`${form} input[tabindex="-1"]`);
    await expect(honeypot).toHaveCount(1);
    const filled = await autofill(page, form);
    // The simulated autofill does fill what a person's profile fills: the name, phone or email.
    expect(filled).toMatchObject(kind === "connect" ? { name: "Asha Rao", phone: "+91 98765 43210" } : { name: "Asha Rao", email: "asha@example.com" });
    expect(Object.keys(filled)).not.toContain(await honeypot.getAttribute("name"));
    await expect(honeypot).toHaveValue("");

    const name = `Autofilled ${kind} ${Date.now()}`;
    const scope = page.locator(form);
    await scope.getByLabel("Name", { exact: true }).fill(name);
    if (kind === "meeting") {
      await scope.getByLabel("Date", { exact: true }).fill("2099-05-04");
      await scope.getByLabel("Time", { exact: true }).fill("10:30");
    }
    const sent = page.waitForRequest("**/api/v1.0/email/send");
    await scope.getByRole("button", { name: "Submit" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ template_params: { name, kvx_bait: "" } });
    await expect.poll(() => readLeads(LEADS_DB).entries.find((lead) => lead.template_params.name === name)).toMatchObject(
      kind === "connect" ? { kind, template_params: { phone: "9876543210" } } : { kind, template_params: { email: "asha@example.com" } },
    );
    expect(readSuspects(LEADS_DB).entries.some((suspect) => suspect.template_params.name === name)).toBe(false);
  });
}

for (const kind of ["connect", "meeting"] as const) {
  for (const status of [429, 403]) {
    test(`${kind}: a send refused with ${status} keeps the spec's failure message and says it was turned away, with the email and phone`, async ({
      page,
    }) => {
      await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status, contentType: "application/json", body: '{"error":"Too many requests"}' }));
      await visit(page, kind === "connect" ? "/connect" : "/book-a-meeting");
      const form = page.locator("main form");
      await fillContactForm(form, kind);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("alert")).toHaveText(FAILURE[kind]);
      await expect(page.getByText(/turned this request away just now/)).toBeVisible();
      await expect(page.getByRole("link", { name: /^Email hello@|^Email .+@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    });
  }
}

test("a send that fails for another reason (500) says nothing of being turned away", async ({ page }) => {
  await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status: 500, body: "Broken" }));
  await visit(page, "/connect");
  const form = page.locator("main form");
  await fillContactForm(form, "connect");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText(FAILURE.connect);
  await expect(page.getByText("Or call us now:")).toBeVisible();
  await expect(page.getByText(/turned this request away/)).toHaveCount(0);
});

test.describe("Connect's phone field never cuts a number", () => {
  const TOO_LONG = "This number has 12 digits; the form takes a 10-digit number in India.";

  test("typed key by key, a UK number keeps all 12 digits, says why it cannot be sent, and sends nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/v1.0/email/send") && sent.push(request.url()));
    await visit(page, "/connect");
    await waitForQuietPage(page);
    const form = page.locator("main form");
    const phone = form.getByLabel("Phone", { exact: true });
    await expect(phone).toHaveAttribute("maxlength", "10");
    await expect(form.getByText("Outside India?")).toBeVisible();
    await expect(form.getByRole("link", { name: "Book a Meeting" })).toHaveAttribute("href", "/book-a-meeting");
    await expect(form.getByRole("link", { name: "hello@kovira-labs.com" })).toHaveAttribute("href", "mailto:hello@kovira-labs.com");

    await form.getByLabel("Name", { exact: true }).fill("Oliver Hughes");
    await phone.pressSequentially("+44 20 7946 0958");
    await expect(phone).toHaveValue("442079460958");
    await expect(form.getByText(TOO_LONG)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(TOO_LONG);
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test("pasted, a number longer than 10 digits is shown whole with the error; India's +91 is still taken off", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/connect");
    await waitForQuietPage(page);
    const form = page.locator("main form");
    const phone = form.getByLabel("Phone", { exact: true });
    await page.evaluate(() => navigator.clipboard.writeText("+44 20 7946 0958"));
    await phone.focus();
    await phone.press("ControlOrMeta+v");
    await expect(phone).toHaveValue("442079460958");
    await expect(form.getByText(TOO_LONG)).toBeVisible();
    await phone.fill("");
    await page.evaluate(() => navigator.clipboard.writeText("+91 98765 43210"));
    await phone.press("ControlOrMeta+v");
    await expect(phone).toHaveValue("9876543210");
    await expect(form.getByText(TOO_LONG)).toHaveCount(0);
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  });
});

test("a lead carries where it came from: landing page, referrer, campaign, the page and opener, the notice's version; no cookie", async ({ page, context }) => {
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch", { referer: "https://www.example.org/some/article" });
  // Every page notes the visit as it loads (src/features/contact/lead-source.ts).
  await waitForQuietPage(page);
  await visit(page, "/privacy");
  await page.getByRole("banner").getByRole("button", { name: "Connect", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Connect" });
  await expect(dialog).toBeVisible();
  const name = `Campaign Visitor ${Date.now()}`;
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Phone", { exact: true }).fill("9876543210");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Thanks for connecting with Kovira Labs we will reach you shortly!!");
  await expect.poll(() => readLeads(LEADS_DB).entries.find((lead) => lead.template_params.name === name)?.template_params).toEqual({
    name,
    phone: "9876543210",
    landing_page: "/",
    referrer_host: "www.example.org",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "launch",
    utm_term: "",
    utm_content: "",
    sent_from: "/privacy",
    opened_by: "Connect (header)",
    notice_version: NOTICE_VERSION,
  });
  expect(await context.cookies()).toEqual([]);
});
