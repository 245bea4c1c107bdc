import { z } from "zod";

// Each schema is built in a call marked pure, so a browser bundle that imports `site.ts` (and
// skips validation there) drops this module and zod with it. Keep new top-level values so.
export const socialLinkSchema = /* @__PURE__ */ (() =>
  z.object({
    label: z.enum(["LinkedIn", "X", "GitHub", "Instagram", "Dribbble"]),
    href: z.string().url(),
  }))();

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
    socials: z.array(socialLinkSchema).min(2),
    /** Menu and footer order; the footer shows the first four of each. */
    menuOrder: z.object({ services: z.array(z.string()), products: z.array(z.string()), cases: z.array(z.string()) }),
  }))();

export type SiteConfig = z.infer<typeof siteSchema>;
