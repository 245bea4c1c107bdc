import { describe, expect, it } from "vitest";
import { overlapOn, seasonDates } from "~/lib/working-overlap";
import { site } from "./site";
import { readEntry } from "./store";

describe("/about's note on the US East shift", () => {
  it("says how much of an Eastern morning the late shift covers, winter and summer, as the clock works it out", () => {
    const note = readEntry("about", "about").data.hours.note!;
    const [, start, end] = /work (\d\d:\d\d) to (\d\d:\d\d) India time/.exec(note)!;
    const shift = { ...site.meetings, start: start!, end: end! };
    const { winter, summer } = seasonDates(2026);
    const until = (date: string) => overlapOn(date, shift, "America/New_York").ourHours.split("–")[1];
    expect(note).toContain(`from 09:00 until ${until(winter)} in winter and until ${until(summer)} in summer`);
  });
});
