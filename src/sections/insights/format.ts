const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 April 2026", the same on every machine. */
export const formatDate = (date: Date) => dateFormat.format(date);

/** `2026-04-14`, for `<time dateTime>`. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
