import type { SiteConfig } from "./site-schema";

declare const __SITE_URL__: string | undefined;
const DEFAULT_SITE_URL = "https://kovira-labs.com";

/** Company facts in one place; validated at build time by `site-schema.ts`, shipped as plain data. */
export const site: SiteConfig = {
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
};

export const fullAddress = [
  site.address.streetAddress,
  site.address.locality,
  `${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");

export function absoluteUrl(path: string) {
  return new URL(path, site.url).toString();
}
