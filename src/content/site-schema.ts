import { z } from "zod";

// Each schema is built in a call marked pure, so a browser bundle that imports `site.ts` (and
// skips validation there) drops this module and zod with it. Keep new top-level values so.
export const socialLinkSchema = /* @__PURE__ */ (() =>
  z.object({
    label: z.enum(["LinkedIn", "X", "GitHub", "Instagram", "Dribbble"]),
    href: z.string().url(),
  }))();

const clockTime = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** When the team takes meetings: the booking form refuses other times, in the visitor's zone. */
export const meetingHoursSchema = /* @__PURE__ */ (() =>
  z
    .object({
      /** The team's IANA time zone. */
      timeZone: z.string().refine(isTimeZone, "must be an IANA time zone, e.g. Asia/Kolkata"),
      days: z.array(z.enum(WEEKDAYS)).min(1),
      start: z.string().regex(clockTime, "must be a 24-hour time, e.g. 10:00"),
      end: z.string().regex(clockTime, "must be a 24-hour time, e.g. 19:00"),
      /** How long a requested meeting is, for calendar files and links. */
      lengthMinutes: z.number().int().min(15).max(240),
      /** Days the office is closed, in the team's zone. */
      holidays: z.array(z.object({ date: z.string().date(), name: z.string().min(1) })),
    })
    .refine((hours) => hours.start < hours.end, { message: "start must be before end", path: ["end"] }))();

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const siteSchema = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().min(1),
    legalName: z.string().min(1),
    tagline: z.string().min(1),
    description: z.string().min(70).max(160),
    foundingYear: z.number().int(),
    url: z.string().url(),
    email: z.string().email(),
    /** Shown and dialled where the contact forms cannot run (no JavaScript). */
    phone: z.object({
      display: z.string().min(1),
      href: z.string().regex(/^tel:\+[0-9]{8,15}$/, "must be a tel: link in international form, e.g. tel:+918047182290"),
    }),
    address: z.object({
      streetAddress: z.string(),
      locality: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
      countryCode: z.string().length(2),
    }),
    careersUrl: z.string().url(),
    meetings: meetingHoursSchema,
    socials: z.array(socialLinkSchema).min(2),
    /** Menu and footer order; the footer shows the first four of each. */
    menuOrder: z.object({ industries: z.array(z.string()), capabilities: z.array(z.string()), cases: z.array(z.string()) }),
  }))();

export type SiteConfig = z.infer<typeof siteSchema>;
export type MeetingHours = z.infer<typeof meetingHoursSchema>;
