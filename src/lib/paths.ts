/** The one map of the site's paths; components never spell a route by hand. */
export const paths = {
  home: "/",
  // Capability and industry pages keep the routes the spec gives them.
  capability: (slug: string) => `/products/${slug}`,
  industry: (slug: string) => `/services/${slug}`,
  caseStudy: (slug: string) => `/case/${slug}`,
  cases: "/case",
  capabilities: "/products",
  industries: "/services",
  insights: "/insights",
  insight: (slug: string) => `/insights/${slug}`,
  insightTag: (tag: string) => `/insights/tag/${tag}`,
  rss: "/rss.xml",
  about: "/about",
  howWeWork: "/how-we-work",
  privacy: "/privacy",
  terms: "/terms",
  security: "/security",
  bookMeeting: "/book-a-meeting",
  connect: "/connect",
} as const;
