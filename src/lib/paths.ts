/** The one map of the site's paths; components never spell a route by hand. */
export const paths = {
  home: "/",
  product: (slug: string) => `/products/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  caseStudy: (slug: string) => `/case/${slug}`,
  cases: "/case",
  products: "/products",
  services: "/services",
  insights: "/insights",
  insight: (slug: string) => `/insights/${slug}`,
  insightTag: (tag: string) => `/insights/tag/${tag}`,
  rss: "/rss.xml",
  privacy: "/privacy",
  terms: "/terms",
  security: "/security",
  bookMeeting: "/book-a-meeting",
  connect: "/connect",
} as const;
