import type { MeetingHours } from "~/content/site-schema";
import { instantOf, wallTime } from "./zoned-time";

/** A client's working day, in their own zone. */
export const CLIENT_DAY = { start: "09:00", end: "18:00" } as const;

const MINUTE = 60_000;

export type ZoneOverlap = {
  /** Our working hours on the clock where the client is: "04:30–13:30". */
  ourHours: string;
  /** How much of them falls inside the client's 09:00–18:00, in minutes. */
  overlapMinutes: number;
};

/** Our working hours on `date` (YYYY-MM-DD, our calendar) as read in `zone`, and their overlap with a client's day there. */
export function overlapOn(date: string, hours: MeetingHours, zone: string): ZoneOverlap {
  const start = instantOf(date, hours.start, hours.timeZone);
  const end = instantOf(date, hours.end, hours.timeZone);
  const theirDates = [...new Set([wallTime(start, zone).date, wallTime(end, zone).date])];
  const overlapMs = theirDates.reduce((total, theirDate) => {
    const dayStart = instantOf(theirDate, CLIENT_DAY.start, zone).getTime();
    const dayEnd = instantOf(theirDate, CLIENT_DAY.end, zone).getTime();
    return total + Math.max(0, Math.min(end.getTime(), dayEnd) - Math.max(start.getTime(), dayStart));
  }, 0);
  return { ourHours: `${wallTime(start, zone).time}–${wallTime(end, zone).time}`, overlapMinutes: Math.round(overlapMs / MINUTE) };
}

/** Mid-January and mid-July of `year`: the northern winter and summer, either side of daylight saving. */
export const seasonDates = (year: number) => ({ winter: `${year}-01-15`, summer: `${year}-07-15` });

/** "4 h 30 min", "5 h", "no": read before the word "overlap". */
export function formatDuration(minutes: number) {
  if (minutes === 0) return "no";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}
