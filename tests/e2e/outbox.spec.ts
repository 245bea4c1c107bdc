import { expect, test, type Page } from "@playwright/test";
import { resolve } from "node:path";
import { readLeads } from "../../server/lead-store";
import { visit } from "./islands";

// The Playwright web server stores leads here (LEADS_DB in playwright.config.ts); no interception.
const LEADS_DB = resolve("test-results/leads.db");

function outboxLine(name: string) {
  return readLeads(LEADS_DB).entries.find((lead) => lead.template_params.name === name);
}

test.use({ viewport: { width: 1280, height: 800 } });

async function openForm(page: Page, title: string) {
  // Before the header wakes, its opener leads to the form's page instead of the dialog.
  await visit(page, "/");
  await page.getByRole("banner").getByRole("button", { name: title, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Book a Meeting reaches the local outbox", async ({ page }) => {
  const name = `Meeting Visitor ${Date.now()}`;
  const dialog = await openForm(page, "Book a Meeting");
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill("visitor@example.com");
  await dialog.getByLabel("Date", { exact: true }).fill("2099-05-04");
  await dialog.getByLabel("Time", { exact: true }).fill("10:45");
  await dialog.getByLabel("Agenda", { exact: true }).fill("Platform migration\nand a second line");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("alert")).toHaveText("email sent success");
  await expect
    .poll(() => outboxLine(name))
    .toMatchObject({
      kind: "meeting",
      template_id: "meeting",
      template_params: {
        name,
        email: "visitor@example.com",
        date: "2099-05-04",
        time: "10:45",
        description: "Platform migration\nand a second line",
        time_zone: "UTC",
        start_utc: "2099-05-04T10:45:00.000Z",
        start_ist: "Mon, 4 May, 2099, 16:15 IST",
      },
    });
  expect(Date.parse(outboxLine(name)!.timestamp)).toBeGreaterThan(Date.now() - 60_000);
});

test("Connect reaches the local outbox", async ({ page }) => {
  const name = `Connect Visitor ${Date.now()}`;
  const dialog = await openForm(page, "Connect");
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Phone", { exact: true }).fill("9876543210");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("alert")).toHaveText("Thanks for connecting with Kovira Labs we will reach you shortly!!");
  await expect
    .poll(() => outboxLine(name))
    .toMatchObject({ kind: "connect", template_id: "connect", template_params: { name, phone: "9876543210" } });
});

test("the outbox refuses what is not a send request", async ({ request }) => {
  const response = await request.post("/api/v1.0/email/send", { data: { template_params: { name: "x" } } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ error: expect.any(String) });
});
