import { describe, expect, it } from "vitest";
import type { MeetingHours } from "~/content/site-schema";
import { formatDuration, overlapOn, seasonDates } from "./working-overlap";

const hours: MeetingHours = {
  timeZone: "Asia/Kolkata",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  start: "10:00",
  end: "19:00",
  lengthMinutes: 30,
  holidays: [],
};
const { winter, summer } = seasonDates(2027);

describe("working-hours overlap", () => {
  it("reads 10:00–19:00 in Bengaluru as 04:30–13:30 in a London winter, four and a half hours inside a 09:00–18:00 day", () => {
    expect(overlapOn(winter, hours, "Europe/London")).toEqual({ ourHours: "04:30–13:30", overlapMinutes: 270 });
  });

  it("gains an hour of overlap in a British summer", () => {
    expect(overlapOn(summer, hours, "Europe/London")).toEqual({ ourHours: "05:30–14:30", overlapMinutes: 330 });
  });

  it("finds no overlap with a New York winter day, and half an hour in summer", () => {
    expect(overlapOn(winter, hours, "America/New_York")).toEqual({ ourHours: "23:30–08:30", overlapMinutes: 0 });
    expect(overlapOn(summer, hours, "America/New_York")).toEqual({ ourHours: "00:30–09:30", overlapMinutes: 30 });
  });

  it("says a duration the way the table shows it, before the word overlap", () => {
    expect([formatDuration(270), formatDuration(300), formatDuration(30), formatDuration(0)]).toEqual([
      "4 h 30 min",
      "5 h",
      "30 min",
      "no",
    ]);
  });
});
