import Globe from "lucide-react/icons/globe";
import { startTransition, useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { site } from "~/content/site";
import type { MeetingFields } from "~/shared/email-params";
import { FormField, inputClass } from "./form-field";
import { whenIdle } from "~/lib/when-idle";
import { instantOf } from "~/lib/zoned-time";
import { describeSlot, describeTeamSlot, detectTimeZone, isTimeZone, slotProblem, timeZones, workingDays, workingHoursFor } from "./meeting-time";

type SlotFieldsProps = {
  draft: MeetingFields;
  sending: boolean;
  /** Today on the visitor's clock (undefined while prerendering). */
  today: string | undefined;
  setField: <F extends keyof MeetingFields>(field: F, value: MeetingFields[F]) => void;
};

/**
 * Calls `show` once `element` is shown: in a dialog, when the dialog opens (a closed one is laid
 * out, out of sight, where it opens); elsewhere, when it comes within a quarter of a screen of the
 * window. Returns the cancel.
 */
function whenShown(element: HTMLElement, show: () => () => void) {
  let cancelShow: (() => void) | undefined;
  const dialog = element.closest("dialog");
  if (dialog) {
    if (dialog.open) return show();
    const observer = new MutationObserver(() => {
      if (!dialog.open) return;
      observer.disconnect();
      cancelShow = show();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => {
      observer.disconnect();
      cancelShow?.();
    };
  }
  if (typeof IntersectionObserver === "undefined") return show();
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      cancelShow = show();
    },
    { rootMargin: "25% 0px" },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelShow?.();
  };
}

/**
 * The browser's zone, read once `field` is shown (never in a closed dialog), in an idle task after
 * the form has rendered; unknown while prerendering and until then. With it the form shows the
 * team's hours on the visitor's clock, and the first date format a page makes loads the browser's
 * date data, 15–40 ms in one piece on this project's machine: a page whose meeting form waits in a
 * closed dialog does not pay for it until the dialog opens.
 */
function useDetectedZone(field: RefObject<HTMLElement | null>) {
  const [zone, setZone] = useState<string>();
  useEffect(() => {
    const read = () =>
      whenIdle(() => {
        const detected = detectTimeZone();
        startTransition(() => setZone(detected));
      });
    return field.current ? whenShown(field.current, read) : read();
  }, [field]);
  return zone;
}

export const ZONE_INVALID = "Choose your time zone from the list, for example Europe/London or America/New_York.";

/** The slot's instant, when its date, time and zone are all there and valid. */
export function slotOf(fields: Pick<MeetingFields, "date" | "time" | "time_zone">) {
  if (!fields.date || !fields.time || !isTimeZone(fields.time_zone)) return undefined;
  return instantOf(fields.date, fields.time, fields.time_zone);
}

/**
 * Date, time and time zone of a meeting request. The visitor picks on their own clock; the slot is
 * shown on theirs and on Bengaluru's side by side, the team's hours are shown in their zone, and a
 * slot outside those hours, on a holiday or less than a working day ahead is refused by the
 * browser's own validation with the reason.
 */
export function MeetingSlotFields({ draft, sending, today, setField }: SlotFieldsProps) {
  const timeRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLInputElement>(null);
  const detected = useDetectedZone(zoneRef);
  const listId = useId();
  const zone = draft.time_zone;
  const hours = site.meetings;

  // The visitor's zone until they choose another.
  useEffect(() => {
    if (detected && !draft.time_zone) setField("time_zone", detected);
  }, [detected, draft.time_zone, setField]);

  // The list of zones (about 400) is made when the field is first reached for: a form rendered in a
  // closed dialog, or opened and sent without changing the zone, never pays for it.
  const [zonesWanted, setZonesWanted] = useState(false);
  const zones = useMemo(() => (detected && zonesWanted ? timeZones(detected) : []), [detected, zonesWanted]);
  const slot = slotOf(draft);
  const problem = slot ? slotProblem(slot, new Date(), zone, hours) : "";

  useEffect(() => {
    timeRef.current?.setCustomValidity(problem);
    zoneRef.current?.setCustomValidity(zone && !isTimeZone(zone) ? ZONE_INVALID : "");
  }, [problem, zone]);

  const shownZone = isTimeZone(zone) ? zone : detected;
  const hoursThere = shownZone ? workingHoursFor(shownZone, hours, draft.date || undefined) : undefined;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date">
          {(id) => (
            <input
              id={id}
              name="date"
              type="date"
              required
              min={today}
              readOnly={sending}
              value={draft.date}
              onChange={(event) => setField("date", event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Time">
          {(id) => (
            <input
              ref={timeRef}
              id={id}
              name="time"
              type="time"
              required
              readOnly={sending}
              value={draft.time}
              onChange={(event) => setField("time", event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField label="Time zone">
        {(id) => (
          <>
            <input
              ref={zoneRef}
              id={id}
              name="time_zone"
              type="text"
              list={listId}
              onFocus={() => setZonesWanted(true)}
              onPointerEnter={() => setZonesWanted(true)}
              autoComplete="off"
              spellCheck={false}
              placeholder="Your time zone, e.g. Europe/London"
              aria-describedby={`${id}-hint`}
              readOnly={sending}
              value={draft.time_zone}
              onChange={(event) => setField("time_zone", event.target.value.trim())}
              className={inputClass}
            />
            <datalist id={listId}>
              {zones.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
              Your browser fills this in; if it is empty, type it. Change it if you will join from another time zone.
            </p>
          </>
        )}
      </FormField>
      <div data-slot="meeting-slot" aria-live="polite" className="grid gap-1.5 rounded-xl bg-surface-sunken px-4 py-3 text-sm text-ink-700">
        {problem ? (
          <p className="text-coral-700">{problem}</p>
        ) : slot ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-ink-600">Your time</dt>
            <dd className="font-medium text-ink-900">{describeSlot(slot, zone)}</dd>
            <dt className="text-ink-600">Bengaluru</dt>
            <dd className="font-medium text-ink-900">{describeTeamSlot(slot, hours)}</dd>
          </dl>
        ) : (
          <p className="flex gap-2">
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              We meet {workingDays(hours)}, {hoursThere ? `${hoursThere.team} in Bengaluru: ${hoursThere.visitor} your time` : `${hours.start}–${hours.end} IST`}
              . Requests are confirmed by email within one working day, with the nearest time we can offer if yours falls outside them.
            </span>
          </p>
        )}
      </div>
    </>
  );
}
