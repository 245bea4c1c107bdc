import type { MeetingHours } from "~/content/site-schema";

/** The team's hours as the tests fix them (the site's own may change): weekdays 10:00–19:00 IST. */
export const TEST_HOURS: MeetingHours = {
  timeZone: "Asia/Kolkata",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  start: "10:00",
  end: "19:00",
  lengthMinutes: 30,
  holidays: [{ date: "2026-12-25", name: "Christmas" }],
};
