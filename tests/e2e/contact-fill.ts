import type { Locator } from "@playwright/test";

/** Fills a contact form (in its dialog or on its page) with a valid request from Asha Rao. */
export async function fillContactForm(scope: Locator, kind: "meeting" | "connect") {
  await scope.getByLabel("Name", { exact: true }).fill("Asha Rao");
  if (kind === "connect") {
    await scope.getByLabel("Phone", { exact: true }).fill("9876543210");
    return;
  }
  await scope.getByLabel("Email", { exact: true }).fill("asha@example.com");
  await scope.getByLabel("Date", { exact: true }).fill("2099-05-04");
  await scope.getByLabel("Time", { exact: true }).fill("10:30");
  await scope.getByLabel("Agenda", { exact: true }).fill("Roadmap review");
}
