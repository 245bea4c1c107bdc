import { z } from "zod";
import { socialLinkSchema } from "./schema";

export const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(70).max(160),
  foundingYear: z.number().int(),
  url: z.url(),
  email: z.email(),
  address: z.object({
    streetAddress: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
  }),
  careersUrl: z.url(),
  socials: z.array(socialLinkSchema).min(2),
  /** Menu and footer order; the footer shows the first four of each. */
  menuOrder: z.object({ services: z.array(z.string()), products: z.array(z.string()), cases: z.array(z.string()) }),
});


export type SiteConfig = z.infer<typeof siteSchema>;
