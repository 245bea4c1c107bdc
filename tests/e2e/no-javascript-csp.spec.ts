import { expect, test, type Page } from "@playwright/test";
import { fillContactForm } from "./contact-fill";

/*
 * With JavaScript off, every form still goes where it says, and the page's own policy never stands
 * in the way: a browser that refuses a form's action fires `securitypolicyviolation` and logs it.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

/** Collects the page's policy violations: the DOM event (through the browser's own protocol) and its console line. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const session = await page.context().newCDPSession(page);
  await session.send("Log.enable");
  session.on("Log.entryAdded", ({ entry }) => {
    if (entry.source === "security" || /Content Security Policy/i.test(entry.text)) violations.push(entry.text);
  });
  // The event itself, heard from an isolated world: the page's own scripts are off, the listener is not.
  await session.send("Page.enable");
  await session.send("Page.addScriptToEvaluateOnNewDocument", {
    source: `document.addEventListener("securitypolicyviolation", (event) => console.error("Content Security Policy violation: " + event.violatedDirective + " " + event.blockedURI));`,
    worldName: "csp-watch",
  });
  return violations;
}

for (const [path, kind] of [
  ["/book-a-meeting", "meeting"],
  ["/connect", "connect"],
] as const) {
  test(`${path}: Submit hands the request to the mail program, and the policy allows it`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(path);
    const form = page.locator("form[action^='mailto:']");
    await expect(form).toHaveCount(1);
    await fillContactForm(form, kind);
    // A valid form, so that Submit does submit it.
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(true);
    // The mail program is outside the browser: the form's submission starts a navigation to mailto:.
    await form.getByRole("button", { name: "Submit" }).click({ noWaitAfter: true });
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    await expect(page.request.get(path).then((response) => response.headers()["content-security-policy"])).resolves.toContain(
      "form-action 'self' mailto:",
    );
  });
}

test("the openers' forms on an ordinary page lead to the form's page, within 'self'", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page).toHaveURL(/\/connect\??$/);
  expect(violations).toEqual([]);
});

test("the watcher hears a violation when there is one", async ({ page }) => {
  const violations = await watchViolations(page);
  // An ordinary page allows forms to 'self' only: its policy refuses a mailto: form added to it.
  await page.goto("/privacy");
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.action = "mailto:someone@example.com";
    form.method = "post";
    document.body.append(form);
    form.submit();
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join("\n")).toContain("form-action");
});
