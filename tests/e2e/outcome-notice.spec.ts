import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillContactForm } from "./contact-fill";
import { site } from "./content";
import { expectHydrated, island, waitForIslands } from "./islands";

/*
 * A form's outcome is seen and its controls take a tap wherever the visitor is on the page: for
 * both forms, on their own pages and in their dialogs, success and failure, at the top of the page
 * and scrolled to the footer, on a phone and a laptop. Each control is hit-tested at its centre
 * (`document.elementFromPoint`), as a tap lands: nothing of the page may cover it.
 */

const SEND_URL = "**/api/v1.0/email/send";
const TITLES = { meeting: "Book a Meeting", connect: "Connect" } as const;
const PAGES = { meeting: "/book-a-meeting", connect: "/connect" } as const;
type Kind = keyof typeof TITLES;

/** What each outcome offers beside Dismiss. */
const ACTIONS: Record<Kind, Record<"success" | "failure", string[]>> = {
  meeting: { success: ["Add to calendar (.ics)", "Google Calendar", "Outlook"], failure: [`Email the request to ${site.email}`] },
  connect: { success: [], failure: [site.phone.display] },
};

/** The form, in its dialog opened from the header or on its own page, ready to fill. */
async function openForm(page: Page, kind: Kind, where: "page" | "dialog") {
  if (where === "page") {
    await page.goto(PAGES[kind]);
    await waitForIslands(page);
    await page.locator("main form").dispatchEvent("pointerover");
    await expectHydrated(island(page, "ContactPageForm"));
    return page.locator("main form");
  }
  await page.goto("/privacy");
  await waitForIslands(page);
  const opener = page.getByRole("banner").getByRole("button", { name: TITLES[kind], exact: true });
  // At 375 the header's openers sit in the phone's menu (a popover after the page's content).
  if (await opener.isVisible()) await opener.click();
  else {
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Site menu" }).getByRole("button", { name: TITLES[kind], exact: true }).click();
  }
  return page.getByRole("dialog", { name: TITLES[kind] });
}

/** Whether a tap at the centre of each control lands on it; the names of those that are covered. */
async function coveredControls(notice: Locator) {
  return notice.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>("a, button")]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const inView = box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !inView || !hit || !control.contains(hit);
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.outerHTML),
  );
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the outcome's controls take a tap at ${viewport.width} wide`, () => {
    test.use({ viewport });

    for (const where of ["page", "dialog"] as const) {
      for (const kind of ["meeting", "connect"] as const) {
        for (const outcome of ["success", "failure"] as const) {
          test(`${TITLES[kind]} ${where === "page" ? "on its page" : "in its dialog"}, ${outcome}`, async ({ page }) => {
            await page.route(SEND_URL, (route) => route.fulfill({ status: outcome === "success" ? 200 : 500, contentType: "text/plain", body: "" }));
            const form = await openForm(page, kind, where);
            await fillContactForm(form, kind);
            await form.getByRole("button", { name: "Submit" }).click();

            const notice = page.locator('[data-slot="contact-notice"]');
            await expect(notice.getByRole("button", { name: "Dismiss message" })).toBeVisible();
            for (const name of ACTIONS[kind][outcome]) await expect(notice.getByRole(name.startsWith("Add") ? "button" : "link", { name })).toBeVisible();
            await expect(notice.locator("a, button")).toHaveCount(ACTIONS[kind][outcome].length + 1);

            await page.evaluate(() => window.scrollTo(0, 0));
            expect(await coveredControls(notice), "covered at the top of the page").toEqual([]);
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await expect(page.getByRole("contentinfo")).toBeInViewport();
            expect(await coveredControls(notice), "covered at the footer").toEqual([]);

            // And a real tap on Dismiss, at the footer, closes it.
            await notice.getByRole("button", { name: "Dismiss message" }).click({ trial: false });
            await expect(notice).toHaveCount(0);
          });
        }
      }
    }
  });
}
