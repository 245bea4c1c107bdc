import { z } from "zod";
import { withRule } from "./rules";
import { charsBetween, EMAIL_MESSAGE, EMPTY, entriesMessage, numberMessage, URL_MESSAGE } from "./messages";

// Each schema is built in a call marked pure, so a browser bundle that imports `site.ts` (and
// skips validation there) drops this module and zod with it. Keep new top-level values so.
/*
 * Fields in the words the content editor uses for them (./messages.ts): a blank field is "must not
 * be empty" before any other rule, whatever the field.
 */

/** Text that must be filled in, then match `pattern` if given. */
export const filled = (pattern?: RegExp, message?: string) => {
  const text = z.string().trim().min(1, EMPTY);
  return pattern ? text.regex(pattern, message) : text;
};

/** A list of `min` to `max` entries (no `max`: no upper limit). */
export const list = <T extends z.ZodTypeAny>(item: T, min: number, max?: number) => {
  const message = entriesMessage(min, max);
  const atLeastMin = z.array(item).min(min, message);
  // An empty list is a blank field first, as the editor says (a list keeps one minimum only).
  return (max === undefined ? atLeastMin : atLeastMin.max(max, message)).refine((items) => items.length > 0, EMPTY);
};

/** A whole number from `min` (to `max`). */
export const whole = (min: number, max?: number) => {
  const message = numberMessage(min, max);
  const atLeastMin = z.number().int().min(min, message);
  return max === undefined ? atLeastMin : atLeastMin.max(max, message);
};

/** An address on the web, http or https. */
const webAddress = () => filled(/^https?:\/\/\S+$/, URL_MESSAGE).url(URL_MESSAGE);

export const socialLinkSchema = /* @__PURE__ */ (() =>
  z.object({
    label: z.enum(["LinkedIn", "X", "GitHub", "Instagram", "Dribbble"]),
    href: webAddress(),
  }))();

const clockTime = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** When the team takes meetings: the booking form refuses other times, in the visitor's zone. */
export const meetingHoursSchema = /* @__PURE__ */ (() =>
  z
    .object({
      /** The team's IANA time zone. */
      timeZone: withRule(filled(), "time-zone"),
      days: list(z.enum(WEEKDAYS), 1),
      start: filled(clockTime, "must be a 24-hour time, e.g. 10:00"),
      end: filled(clockTime, "must be a 24-hour time, e.g. 19:00"),
      /** How long a requested meeting is, for calendar files and links. */
      lengthMinutes: whole(15, 240),
      /** Days the office is closed, in the team's zone. */
      holidays: z.array(z.object({ date: z.string().date(), name: filled() })),
    })
    .refine((hours) => hours.start < hours.end, { message: "start must be before end", path: ["end"] }))();

export const siteSchema = /* @__PURE__ */ (() =>
  z.object({
    name: filled(),
    legalName: filled(),
    tagline: filled(),
    description: filled().min(70, charsBetween(70, 160)).max(160, charsBetween(70, 160)),
    foundingYear: z.number().int(),
    url: webAddress(),
    email: filled().email(EMAIL_MESSAGE),
    /** Shown and dialled where the contact forms cannot run (no JavaScript). */
    phone: z.object({
      display: filled(),
      href: filled(/^tel:\+[0-9]{8,15}$/, "must be a tel: link in international form, e.g. tel:+918047182290"),
    }),
    address: z.object({
      streetAddress: filled(),
      locality: filled(),
      region: filled(),
      postalCode: filled(),
      country: filled(),
      countryCode: filled().length(2, "two letters, e.g. IN"),
    }),
    careersUrl: webAddress(),
    meetings: meetingHoursSchema,
    socials: list(socialLinkSchema, 2),
    /**
     * Facts and promises several pages state, written once: copy quotes them by token
     * (`{teamSize}`, `{clientCountries}`, `{codeOwnership}`, `{incidentNotice}`, `{clientNames}`, `{supportCover}`, `{ctoDeputy}`, src/content/counts.ts).
     */
    commitments: z
      .object({
        /** How many people a project team has, e.g. 4 to 14; every case study's team is inside it (the cross-check). */
        teamSize: z.object({ min: whole(1), max: whole(1) }),
        /** Where our clients are, as a sentence names them: India, the UK, Sweden. */
        clientCountries: list(filled(), 1),
        /** Who holds the code and when it becomes the client's: one sentence. */
        codeOwnership: filled(),
        /** When a client hears of an incident: one sentence. */
        incidentNotice: filled(),
        /** Why the clients of case studies and quotes are described rather than named: one sentence, the only reason any page gives. */
        clientNames: filled(),
        /**
         * Who answers for the client systems we run, and how many there are: one sentence. Its count is at
         * least the case studies we still support plus the home page's named clients (the cross-check).
         */
        supportCover: filled(),
        /** Who stands in for the CTO, named, in his two duties that reach every engagement: one sentence. */
        ctoDeputy: filled(),
      })
      .refine((facts) => facts.teamSize.min <= facts.teamSize.max, { message: "min must not be above max", path: ["teamSize", "max"] }),
    /** Menu and footer order; the footer shows the first four of each. Case studies are listed newest first (src/content/case-dates.ts). */
    menuOrder: z.object({ industries: z.array(filled()), capabilities: z.array(filled()) }),
  }))();

export type SiteConfig = z.infer<typeof siteSchema>;
export type MeetingHours = z.infer<typeof meetingHoursSchema>;
