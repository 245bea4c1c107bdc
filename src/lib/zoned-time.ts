/*
 * Wall-clock times in IANA time zones, with the browser's (or Node's) own `Intl` time-zone data:
 * no time-zone database is shipped. Used by the meeting form and by the working-hours overlap on
 * /about.
 */

const MINUTE = 60_000;

/** A wall-clock date and time in some zone. */
export type WallTime = { date: string; time: string; weekday: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();
export function partFormat(zone: string) {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock date, time and ISO weekday (Monday 1) of an instant in a zone. */
export function wallTime(instant: Date, zone: string): WallTime {
  const parts = Object.fromEntries(
    partFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }[parts.weekday as string] ?? 0;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday };
}

/** How far ahead of UTC a zone's clocks are at an instant, in minutes. */
function offsetMinutes(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    partFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/**
 * The instant a wall-clock date and time (`2026-12-01`, `11:00`) names in a zone. A time that a
 * clock change skips (02:30 on a spring-forward night) is read as the moment after the change.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset on either side of a clock change near that time gives the candidates.
  const first = new Date(asUtc - offsetMinutes(new Date(asUtc), zone) * MINUTE);
  const second = new Date(asUtc - offsetMinutes(first, zone) * MINUTE);
  const candidates = [first, second].filter((instant) => {
    const wall = wallTime(instant, zone);
    return wall.date === date && wall.time === time;
  });
  if (candidates.length > 0) return new Date(Math.min(...candidates.map(Number)));
  // In a gap no instant shows that time: the later candidate reads an hour on, after the change.
  return new Date(Math.max(first.getTime(), second.getTime()));
}
