import { z } from "zod";
import { socialLinkSchema } from "./schema";

const siteSchema = z.object({
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

declare const __SITE_URL__: string | undefined;
const DEFAULT_SITE_URL = "https://kovira-labs.com";

export const site = siteSchema.parse({
  name: "Kovira Labs",
  legalName: "Kovira Labs Private Limited",
  tagline: "Product engineering, from first sketch to scale",
  description:
    "Kovira Labs is a product-engineering studio in Bengaluru that designs, builds and runs web, mobile, data and AI products for growing companies.",
  foundingYear: 2019,
  url: (typeof __SITE_URL__ === "string" && __SITE_URL__) || DEFAULT_SITE_URL,
  email: "hello@kovira-labs.com",
  address: {
    streetAddress: "4th Floor, 80 Feet Road, Koramangala",
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560034",
    country: "India",
    countryCode: "IN",
  },
  careersUrl: "https://careers.kovira-labs.com",
  socials: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/kovira-labs" },
    { label: "X", href: "https://x.com/koviralabs" },
    { label: "GitHub", href: "https://github.com/kovira-labs" },
    { label: "Instagram", href: "https://www.instagram.com/koviralabs" },
  ],
  menuOrder: {
    services: ["fintech", "edtech", "hospitality", "dooh", "agritech", "telecom", "retail", "medtech"],
    products: [
      "digital-transformation",
      "data-engineering-analytics",
      "cloud-engineering",
      "managed-devops",
      "ai-intelligent-systems",
      "product-modernization",
      "ux-product-design",
      "api-microservices",
    ],
    cases: [
      "intelligent-loan-management",
      "smart-food-logging",
      "unified-data-platform",
      "agritech-intelligence-platform",
      "digital-transformation",
      "retail-operations",
      "healthcare-network-management",
      "smart-governance-portal",
    ],
  },
});

export const fullAddress = [
  site.address.streetAddress,
  site.address.locality,
  `${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");

export function absoluteUrl(path: string) {
  return new URL(path, site.url).toString();
}
