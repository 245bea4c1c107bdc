import { describe, expect, it } from "vitest";
import { TEST_HOURS } from "./meeting-hours.fixture";
import { calendarFile, googleCalendarUrl, meetingRequest, outlookCalendarUrl, requestByEmail } from "./meeting-request";

const hours = TEST_HOURS;
const request = meetingRequest(
  {
    name: "Asha Rao",
    email: "asha@example.com",
    date: "2026-12-02",
    time: "11:00",
    description: "Roadmap review; a long agenda, with commas, that folds over the seventy-five octets an iCalendar line may hold",
    time_zone: "Europe/London",
    start_utc: "2026-12-02T11:00:00.000Z",
    start_ist: "Wed, 2 Dec, 2026, 16:30 IST",
  },
  hours,
);

/** Parses an iCalendar text as RFC 5545 reads it: CRLF lines, folded lines unfolded, NAME;PARAMS:VALUE. */
function parseCalendar(text: string) {
  expect(text).toMatch(/\r\n/);
  expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  return lines.map((line) => {
    const colon = line.indexOf(":");
    const [name] = line.slice(0, colon).split(";");
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, "\n")
      .replace(/\\([,;\\])/g, "$1");
    return { name: name!, value };
  });
}

describe("a meeting request", () => {
  it("starts at the visitor's time in their zone and lasts the configured length", () => {
    expect(request.start.toISOString()).toBe("2026-12-02T11:00:00.000Z");
    expect(request.end.toISOString()).toBe("2026-12-02T11:30:00.000Z");
    expect(request.teamSlot).toBe("Wed, 2 Dec, 2026, 16:30 IST");
  });

  it("becomes a valid iCalendar file with one tentative event in UTC, titled as a request, with the agenda", async () => {
    const properties = parseCalendar(await calendarFile(request, "Kovira Labs", "hello@kovira-labs.com"));
    const value = (name: string) => properties.find((property) => property.name === name)?.value;
    const names = properties.map((property) => property.name);
    expect(names[0]).toBe("BEGIN");
    expect(value("BEGIN")).toBe("VCALENDAR");
    expect(value("VERSION")).toBe("2.0");
    expect(value("PRODID")).toContain("Kovira Labs");
    expect(properties.filter((property) => property.name === "BEGIN").map((property) => property.value)).toEqual(["VCALENDAR", "VEVENT"]);
    expect(properties.at(-1)).toEqual({ name: "END", value: "VCALENDAR" });
    expect(value("UID")).toMatch(/@kovira-labs\.com$/);
    expect(value("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value("DTSTART")).toBe("20261202T110000Z");
    expect(value("DTEND")).toBe("20261202T113000Z");
    expect(value("STATUS")).toBe("TENTATIVE");
    expect(value("SUMMARY")).toBe("Meeting request with Kovira Labs (to be confirmed)");
    expect(value("DESCRIPTION")).toContain("Bengaluru time: Wed, 2 Dec, 2026, 16:30 IST");
    expect(value("DESCRIPTION")).toContain("Agenda: Roadmap review; a long agenda, with commas,");
  });

  it("opens Google Calendar and Outlook with the same event", () => {
    const google = new URL(googleCalendarUrl(request, "Kovira Labs"));
    expect(google.searchParams.get("dates")).toBe("20261202T110000Z/20261202T113000Z");
    expect(google.searchParams.get("text")).toBe("Meeting request with Kovira Labs (to be confirmed)");
    const outlook = new URL(outlookCalendarUrl(request, "Kovira Labs"));
    expect(outlook.searchParams.get("startdt")).toBe("2026-12-02T11:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-12-02T11:30:00.000Z");
  });

  it("can be sent by email, with the slot in both zones and the agenda", () => {
    const mailto = new URL(requestByEmail(request, "hello@kovira-labs.com", "Kovira Labs"));
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe("hello@kovira-labs.com");
    expect(mailto.searchParams.get("subject")).toBe("Meeting request: Wed, 2 Dec, 2026, 16:30 IST");
    const body = mailto.searchParams.get("body")!;
    expect(body).toContain("(Europe/London)");
    expect(body).toContain("Bengaluru time: Wed, 2 Dec, 2026, 16:30 IST");
    expect(body).toContain("Agenda: Roadmap review");
  });
});
