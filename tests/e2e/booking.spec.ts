import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { site } from "./content";
import { expectHydrated, island, waitForIslands } from "./islands";

/*
 * Booking from another time zone: the visitor picks on their own clock, sees Bengaluru's beside
 * it, cannot ask for a time outside the team's hours, and gets a calendar file and links after
 * sending, or a way to send it by email when sending fails.
 */

const SEND_URL = "**/api/v1.0/email/send";

/** A Wednesday at least a week ahead that is not a holiday, as a date input writes it. */
function comingWednesday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== 3 || site.meetings.holidays.some((holiday) => holiday.date === day.toISOString().slice(0, 10))) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}

/** How far ahead of UTC a zone is on a date at noon, in minutes (from the browser's own data). */
function offsetOn(date: string, zone: string) {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
  return match[1] ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The UTC instant and the Bengaluru clock time of a wall time in a zone. */
function expectedSlot(date: string, time: string, zone: string) {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const utc = new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute - offsetOn(date, zone)) * 60_000);
  const ist = new Date(utc.getTime() + 330 * 60_000);
  return { utc, istClock: ist.toISOString().slice(11, 16) };
}

async function openBooking(page: Page) {
  await page.goto("/book-a-meeting");
  await waitForIslands(page);
  // The form wakes when reached for (`client:draft`, no draft yet), as on a visitor's first tap.
  await page.locator("main form").dispatchEvent("pointerover");
  await expectHydrated(island(page, "ContactPageForm"));
  return page.locator("main form");
}

async function fillRequest(page: Page, date: string, time: string) {
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Asha Rao");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill("asha@example.com");
  await page.getByRole("main").getByLabel("Date", { exact: true }).fill(date);
  await page.getByRole("main").getByLabel("Time", { exact: true }).fill(time);
  await page.getByRole("main").getByLabel("Agenda", { exact: true }).fill("Roadmap review");
}

function captureSends(page: Page, status: number) {
  const bodies: { template_params: Record<string, string> }[] = [];
  return page
    .route(SEND_URL, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status, contentType: "text/plain", body: status === 200 ? "OK" : "Refused" });
    })
    .then(() => bodies);
}

test.describe("from London", () => {
  test.use({ timezoneId: "Europe/London", viewport: { width: 1280, height: 900 } });

  test("shows both clocks, sends both, and gives a calendar file and links", async ({ page }) => {
    const bodies = await captureSends(page, 200);
    const form = await openBooking(page);
    await expect(page.getByRole("main").getByLabel("Time zone", { exact: true })).toHaveValue("Europe/London");
    const slotBox = form.locator('[data-slot="meeting-slot"]');
    await expect(slotBox).toContainText("10:00–19:00 IST in Bengaluru");
    await expect(slotBox).toContainText("your time");

    const date = comingWednesday();
    await fillRequest(page, date, "11:00");
    const { utc, istClock } = expectedSlot(date, "11:00", "Europe/London");
    await expect(slotBox).toContainText("Your time");
    await expect(slotBox).toContainText(`${istClock} IST`);

    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("email sent success");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_params).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      date,
      time: "11:00",
      description: "Roadmap review",
      time_zone: "Europe/London",
      start_utc: utc.toISOString(),
    });
    expect(bodies[0]!.template_params.start_ist).toContain(`${istClock} IST`);

    await expect(page.getByText("We confirm the time by email within one working day.", { exact: false })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await file.path())!, "utf8").replace(/\r\n[ \t]/g, "");
    const basic = utc.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART:${basic}`);
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).toContain("SUMMARY:Meeting request with Kovira Labs (to be confirmed)");
    expect(ics).toContain("Roadmap review");
    expect(ics.trimEnd()).toMatch(/END:VEVENT\r\nEND:VCALENDAR$/);

    const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    expect(google.searchParams.get("dates")).toMatch(new RegExp(`^${basic}/`));
    const outlook = new URL((await page.getByRole("link", { name: "Outlook" }).getAttribute("href"))!);
    expect(outlook.searchParams.get("startdt")).toBe(utc.toISOString());
  });

  test("refuses a time outside the team's hours, on a weekend, or less than a working day ahead, saying why", async ({ page }) => {
    const bodies = await captureSends(page, 200);
    const form = await openBooking(page);
    const time = page.getByRole("main").getByLabel("Time", { exact: true });
    const date = comingWednesday();
    await fillRequest(page, date, "16:00");
    const reason = () => time.evaluate((input: HTMLInputElement) => input.validationMessage);
    await expect.poll(reason).toContain("10:00–19:00 IST in Bengaluru");
    await form.getByRole("button", { name: "Submit" }).click();
    expect(await time.evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);

    const saturday = new Date(`${date}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + 3);
    await page.getByRole("main").getByLabel("Date", { exact: true }).fill(saturday.toISOString().slice(0, 10));
    await time.fill("10:00");
    await expect.poll(reason).toContain("Monday to Friday");

    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    await page.getByRole("main").getByLabel("Date", { exact: true }).fill(today);
    await time.fill("23:59");
    await expect.poll(reason).not.toBe("");

    await page.getByRole("main").getByLabel("Date", { exact: true }).fill(date);
    await time.fill("09:00");
    await expect.poll(reason).toBe("");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("email sent success");
    expect(bodies).toHaveLength(1);
  });
});

test.describe("from New York", () => {
  test.use({ timezoneId: "America/New_York", viewport: { width: 375, height: 800 } });

  test("sees Bengaluru's time, and can email the request when sending fails", async ({ page }) => {
    await captureSends(page, 500);
    const form = await openBooking(page);
    await expect(page.getByRole("main").getByLabel("Time zone", { exact: true })).toHaveValue("America/New_York");
    const date = comingWednesday();
    await fillRequest(page, date, "07:00");
    const { istClock } = expectedSlot(date, "07:00", "America/New_York");
    await expect(form.locator('[data-slot="meeting-slot"]')).toContainText(`${istClock} IST`);

    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("something went wrong!!");
    const mail = page.getByRole("link", { name: `Email the request to ${site.email}` });
    const href = new URL((await mail.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.searchParams.get("subject")).toContain(`${istClock} IST`);
    expect(href.searchParams.get("body")).toContain("(America/New_York)");
    expect(href.searchParams.get("body")).toContain("Agenda: Roadmap review");
    // The draft is kept, as after any failure.
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
  });

  test("a visitor can choose another zone from the list", async ({ page }) => {
    await openBooking(page);
    const zone = page.getByRole("main").getByLabel("Time zone", { exact: true });
    // The list is made when the field is first reached for.
    await zone.focus();
    await expect(page.locator(`datalist#${await zone.getAttribute("list")} option`).first()).toBeAttached();
    const options = await page.locator(`datalist#${await zone.getAttribute("list")} option`).evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining(["Asia/Kolkata", "Europe/London", "America/New_York", "Australia/Sydney"]));
    await zone.fill("Australia/Sydney");
    const date = comingWednesday();
    await fillRequest(page, date, "21:00");
    const { istClock } = expectedSlot(date, "21:00", "Australia/Sydney");
    await expect(page.getByRole("main").locator('[data-slot="meeting-slot"]')).toContainText(`${istClock} IST`);
    await zone.fill("Mars/Olympus");
    expect(await zone.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain("Choose your time zone");
  });
});

test("Connect offers a call when sending fails", async ({ page }) => {
  await captureSends(page, 500);
  await page.goto("/connect");
  await waitForIslands(page);
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Asha Rao");
  await page.getByRole("main").getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.locator("main form").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Something went wrong!, please try again later");
  // Beside the message, not only in the page's own contact box.
  const notice = page.locator('[data-slot="contact-notice"]');
  await expect(notice.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
});
