import type { MeetingHours } from "~/content/site-schema";
import { instantOf, partFormat, wallTime } from "~/lib/zoned-time";

/*
 * A requested meeting's time, between the visitor's time zone and the team's. Everything is done
 * with the browser's own `Intl` time-zone data: no time-zone database travels with the form.
 */

const MINUTE = 60_000;
const WEEKDAY_NUMBER: Record<string, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 };

/** Whether the browser knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string) {
  if (!zone) return false;
  try {
    partFormat(zone);
    return true;
  } catch {
    return false;
  }
}

type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * The visitor's own time zone, as their browser reports it. Where the browser has `Temporal`
 * (Chromium 144, Firefox 139 and later) it is read from there, at no cost; `Intl`'s answer needs a
 * date format, and the first one a page makes loads the browser's date data (15–40 ms in one
 * piece on this project's machine).
 */
export function detectTimeZone() {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return currentZoneName(temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
}

/** Names browsers still list for zones renamed since (ICU keeps the old ones canonical). */
const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Africa/Asmera": "Africa/Asmara",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Enderbury": "Pacific/Kanton",
  "America/Godthab": "America/Nuuk",
};

/** A zone under its current name (`Asia/Calcutta` is `Asia/Kolkata`). */
const currentZoneName = (zone: string) => CURRENT_NAMES[zone] ?? zone;

/** Every IANA zone the browser knows, under current names, for the picker (the visitor's own among them). */
export function timeZones(own: string) {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone").map(currentZoneName) : [];
  return [...new Set([currentZoneName(own), ...known])].sort();
}

/** A slot as a visitor reads it: "Tue, 1 Dec, 11:00 GMT". */
export function describeSlot(instant: Date, zone: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** A time of day in a zone: "16:30". */
function clock(instant: Date, zone: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(instant);
}

/** The short name of a zone at an instant: "GMT", "EST", "GMT+5:30". */
function zoneName(instant: Date, zone: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(instant).find((part) => part.type === "timeZoneName")
    ?.value;
}

/** "2026-12-01" plus `days`. */
function addDays(date: string, days: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function isWorkingDay(date: string, hours: MeetingHours) {
  const weekday = wallTime(instantOf(date, "12:00", hours.timeZone), hours.timeZone).weekday;
  const open = hours.days.some((name) => WEEKDAY_NUMBER[name] === weekday);
  return open && !hours.holidays.some((holiday) => holiday.date === date);
}

/** The team's working hours on one of its dates, as instants. */
function workingSpan(date: string, hours: MeetingHours) {
  return { start: instantOf(date, hours.start, hours.timeZone), end: instantOf(date, hours.end, hours.timeZone) };
}

/**
 * The earliest slot that is one working day away: the team's working hours are counted from `now`
 * (a full working day's worth of them, skipping evenings, weekends and holidays), so a request
 * made on Friday afternoon can be for Monday afternoon, and one made on Saturday for Tuesday.
 */
export function earliestSlot(now: Date, hours: MeetingHours): Date {
  const [startHour, startMinute] = hours.start.split(":").map(Number) as [number, number];
  const [endHour, endMinute] = hours.end.split(":").map(Number) as [number, number];
  let remaining = (endHour * 60 + endMinute - (startHour * 60 + startMinute)) * MINUTE;
  let date = wallTime(now, hours.timeZone).date;
  for (let day = 0; day < 60; day++, date = addDays(date, 1)) {
    if (!isWorkingDay(date, hours)) continue;
    const span = workingSpan(date, hours);
    const from = Math.max(span.start.getTime(), now.getTime());
    if (from >= span.end.getTime()) continue;
    const available = span.end.getTime() - from;
    // Used up exactly at a close, the next working day's opening is the earliest (remaining 0).
    if (available > remaining || remaining === 0) return new Date(from + remaining);
    remaining -= available;
  }
  throw new Error("no working day in the next 60 days: check the meeting hours and holidays");
}

/** The team's hours on the slot's date (or the next working day) as the visitor reads them. */
export function workingHoursFor(visitorZone: string, hours: MeetingHours, date?: string, locale?: string) {
  let day = date ?? wallTime(new Date(), hours.timeZone).date;
  for (let i = 0; i < 14 && !isWorkingDay(day, hours); i++) day = addDays(day, 1);
  const span = workingSpan(day, hours);
  return {
    team: `${hours.start}–${hours.end} ${zoneName(span.start, hours.timeZone, "en-IN") ?? hours.timeZone}`,
    visitor: `${clock(span.start, visitorZone, locale)}–${clock(span.end, visitorZone, locale)} ${zoneName(span.start, visitorZone, locale) ?? visitorZone}`,
  };
}

/** "Monday to Friday", or the days listed. */
export function workingDays(hours: MeetingHours) {
  const numbers = hours.days.map((name) => WEEKDAY_NUMBER[name]!).sort();
  const consecutive = numbers.every((number, index) => index === 0 || number === numbers[index - 1]! + 1);
  return consecutive && numbers.length > 2 ? `${hours.days[0]} to ${hours.days.at(-1)}` : hours.days.join(", ");
}

/** The holidays the meeting form refuses, by name: "Christmas, Republic Day and Good Friday". */
export function holidayNames(hours: MeetingHours, from?: string) {
  const names = hours.holidays.filter((day) => !from || day.date >= from).map((day) => day.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * Why a slot cannot be requested, as a sentence for the browser's own validation message, or ""
 * when it can: outside the team's working hours, on a holiday, or less than one working day ahead.
 */
export function slotProblem(slot: Date, now: Date, visitorZone: string, hours: MeetingHours, locale?: string): string {
  const team = wallTime(slot, hours.timeZone);
  const holiday = hours.holidays.find((day) => day.date === team.date);
  if (holiday) return `That day is a public holiday in Bengaluru (${holiday.name}). Please choose another day.`;
  const end = new Date(slot.getTime() + hours.lengthMinutes * MINUTE);
  const span = workingSpan(team.date, hours);
  const open = isWorkingDay(team.date, hours) && slot >= span.start && end <= span.end;
  if (!open) {
    const { visitor, team: teamHours } = workingHoursFor(visitorZone, hours, team.date, locale);
    return `We meet ${workingDays(hours)}, ${teamHours} in Bengaluru (${visitor} your time), and a meeting lasts ${hours.lengthMinutes} minutes. Please choose a time within those hours.`;
  }
  const earliest = earliestSlot(now, hours);
  if (slot < earliest) {
    return `Please choose a time at least one working day from now: the earliest is ${describeSlot(earliest, visitorZone, locale)}.`;
  }
  return "";
}

/** "Tue, 1 Dec 2026, 16:30 IST": the slot as the team reads it, for the email and the fallbacks. */
export function describeTeamSlot(slot: Date, hours: MeetingHours) {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: hours.timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(slot);
}
