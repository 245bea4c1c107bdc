import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_HOURS } from "./meeting-hours.fixture";
import { site } from "~/content/site";
import { instantOf, wallTime } from "~/lib/zoned-time";
import { describeTeamSlot, detectTimeZone, earliestSlot, holidayNames, slotProblem, workingHoursFor } from "./meeting-time";

const hours = TEST_HOURS;
const iso = (instant: Date) => instant.toISOString().slice(0, 16);

describe("detectTimeZone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the zone from Temporal where the browser has it, making no date format", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Calcutta" } });
    const format = vi.spyOn(Intl, "DateTimeFormat");
    expect(detectTimeZone()).toBe("Asia/Kolkata");
    expect(format).not.toHaveBeenCalled();
  });

  it("asks Intl where there is no Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(detectTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe("instantOf", () => {
  it("reads Bengaluru time, which has no clock changes", () => {
    expect(iso(instantOf("2026-12-01", "16:30", "Asia/Kolkata"))).toBe("2026-12-01T11:00");
  });

  it("follows New York across its spring-forward night", () => {
    expect(iso(instantOf("2026-03-07", "10:00", "America/New_York"))).toBe("2026-03-07T15:00");
    expect(iso(instantOf("2026-03-09", "10:00", "America/New_York"))).toBe("2026-03-09T14:00");
    // 02:30 does not exist that night: read as the moment after the change.
    expect(iso(instantOf("2026-03-08", "02:30", "America/New_York"))).toBe("2026-03-08T07:30");
  });

  it("follows London across the change to summer time", () => {
    expect(iso(instantOf("2026-03-28", "10:00", "Europe/London"))).toBe("2026-03-28T10:00");
    expect(iso(instantOf("2026-03-30", "10:00", "Europe/London"))).toBe("2026-03-30T09:00");
  });

  it("follows Sydney across the end of its summer time", () => {
    expect(iso(instantOf("2026-04-04", "10:00", "Australia/Sydney"))).toBe("2026-04-03T23:00");
    expect(iso(instantOf("2026-04-06", "10:00", "Australia/Sydney"))).toBe("2026-04-06T00:00");
  });

  it("round-trips through the wall clock in every zone", () => {
    for (const zone of ["Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Sydney"]) {
      expect(wallTime(instantOf("2026-11-02", "09:15", zone), zone)).toMatchObject({ date: "2026-11-02", time: "09:15" });
    }
  });
});

describe("the team's working hours", () => {
  // Monday 30 November 2026, 09:00 in Bengaluru.
  const now = instantOf("2026-11-30", "09:00", "Asia/Kolkata");

  it("are shown on the visitor's clock for the chosen day", () => {
    expect(workingHoursFor("Europe/London", hours, "2026-12-02", "en-GB")).toEqual({ team: "10:00–19:00 IST", visitor: "04:30–13:30 GMT" });
    expect(workingHoursFor("America/New_York", hours, "2026-12-02", "en-GB").visitor).toBe("23:30–08:30 GMT-5");
  });

  it("accept a slot within them, a working day or more ahead", () => {
    expect(slotProblem(instantOf("2026-12-02", "11:00", "Europe/London"), now, "Europe/London", hours)).toBe("");
  });

  it("refuse a slot outside them, saying when they are in the visitor's zone", () => {
    const problem = slotProblem(instantOf("2026-12-02", "15:00", "Europe/London"), now, "Europe/London", hours, "en-GB");
    expect(problem).toContain("Monday to Friday, 10:00–19:00 IST in Bengaluru (04:30–13:30 GMT your time)");
    // A meeting must end by the close: 18:45 IST is too late for 30 minutes.
    expect(slotProblem(instantOf("2026-12-02", "18:45", "Asia/Kolkata"), now, "Asia/Kolkata", hours)).not.toBe("");
  });

  it("refuse weekends and holidays", () => {
    expect(slotProblem(instantOf("2026-12-05", "11:00", "Asia/Kolkata"), now, "Asia/Kolkata", hours)).toContain("Monday to Friday");
    expect(slotProblem(instantOf("2026-12-25", "11:00", "Asia/Kolkata"), now, "Asia/Kolkata", hours)).toContain("public holiday in Bengaluru (Christmas)");
  });

  it("refuse a slot less than one working day ahead, naming the earliest", () => {
    const problem = slotProblem(instantOf("2026-11-30", "15:00", "Asia/Kolkata"), now, "Asia/Kolkata", hours, "en-GB");
    expect(problem).toMatch(/^Please choose a time at least one working day from now: the earliest is Tue 1 Dec, 09:00 GMT\+5:30\.$|earliest is .*1 Dec/);
  });

  it("count a working day in working hours, over evenings, weekends and holidays", () => {
    const at = (date: string, time: string) => instantOf(date, time, "Asia/Kolkata");
    expect(earliestSlot(at("2026-11-30", "09:00"), hours)).toEqual(at("2026-12-01", "10:00"));
    expect(earliestSlot(at("2026-12-04", "15:00"), hours)).toEqual(at("2026-12-07", "15:00"));
    expect(earliestSlot(at("2026-12-05", "12:00"), hours)).toEqual(at("2026-12-08", "10:00"));
    expect(earliestSlot(at("2026-12-24", "15:00"), hours)).toEqual(at("2026-12-28", "15:00"));
  });

  it("name the slot on the team's clock for the email", () => {
    expect(describeTeamSlot(instantOf("2026-12-02", "11:00", "Europe/London"), hours)).toBe("Wed, 2 Dec, 2026, 16:30 IST");
  });

  it("are what the site's config says, and the config's holidays are real dates on working days", () => {
    expect(site.meetings).toMatchObject({ timeZone: "Asia/Kolkata", start: "10:00", end: "19:00" });
    for (const holiday of site.meetings.holidays) expect(wallTime(instantOf(holiday.date, "12:00", "Asia/Kolkata"), "Asia/Kolkata").date).toBe(holiday.date);
  });

  it("name the holidays the form refuses, as About lists them", () => {
    const holidays = [
      { date: "2026-12-25", name: "Christmas" },
      { date: "2027-01-26", name: "Republic Day" },
      { date: "2027-03-26", name: "Good Friday" },
    ];
    expect(holidayNames({ ...hours, holidays })).toBe("Christmas, Republic Day and Good Friday");
    expect(holidayNames({ ...hours, holidays: holidays.slice(0, 1) })).toBe("Christmas");
    expect(holidayNames({ ...hours, holidays: [] })).toBe("");
    // From a day on: a holiday that has passed is no longer named.
    expect(holidayNames({ ...hours, holidays }, "2026-12-26")).toBe("Republic Day and Good Friday");
    expect(holidayNames({ ...hours, holidays }, "2027-01-26")).toBe("Republic Day and Good Friday");
    expect(holidayNames({ ...hours, holidays }, "2027-03-27")).toBe("");
  });
});
