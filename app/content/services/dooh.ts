import type { PageContentInput } from "../schema";

export default {
  slug: "dooh",
  title: "Digital Out-of-Home (DOOH)",
  subtitle:
    "We build screen players, content management systems and programmatic integrations for digital out-of-home networks in malls, airports, metros and roadside sites. Every play is logged, so buyers get proof and your sales team has something to bill against.",
  summary: "Screen players, CMS and programmatic DOOH with proof-of-play that advertisers accept",
  metaDescription:
    "Kovira Labs builds DOOH software: offline-first screen players, a scheduling CMS, OpenRTB programmatic with impression multipliers, and proof-of-play logs.",
  icon: "monitor-play",
  heroImage: {
    id: "services/dooh/hero",
    alt: "A network operations screen showing a city map of live billboards and their status",
  },
  heroBackground: {
    type: "video",
    src: "hero-loop",
    poster: {
      id: "media/hero-loop-poster",
      alt: "Large digital billboards at a busy city junction at night, cycling through adverts",
    },
  },
  heroOverlay: "dark",
  sections: [
    {
      id: "players-and-cms",
      title: "Players and a CMS your network can rely on",
      content:
        "A screen on a flyover or in a metro concourse has to keep playing through power cuts, patchy 4G and days with nobody on site. We build player apps for Android, Tizen and webOS that cache the whole schedule locally, verify each file by checksum and recover on their own after a reboot. The CMS handles loops, slot lengths, share of voice and dayparting, with content approvals so a creative never goes live unreviewed. Health telemetry reports screenshots, temperature and uptime, and your field team drives out only when a site needs hands.",
      image: {
        id: "services/dooh/section-1",
        alt: "A technician checking a digital screen in a metro station concourse",
      },
      imagePosition: "right",
      features: [
        "Offline-first players for Android, Tizen and webOS",
        "Loop scheduling with share-of-voice controls",
        "Checksum-verified creative caching on each player",
        "Creative approval workflow before publishing",
        "Remote screenshots and screen health telemetry",
      ],
    },
    {
      id: "programmatic-dooh",
      title: "Programmatic demand alongside direct bookings",
      content:
        "Programmatic buyers expect DOOH inventory to behave like any other supply, with one difference: a single play is seen by many people. We connect your network to SSPs over OpenRTB 2.6 using its DOOH object, with impression multipliers drawn from your audience data for each screen and hour. Private marketplace deals, floor prices and frequency rules sit in the same ad server as your direct campaigns, so the two never collide over a slot. Triggers such as weather, traffic or match scores can switch creatives without anyone pressing a button.",
      image: {
        id: "services/dooh/section-2",
        alt: "An ad operations dashboard showing programmatic bids for billboard slots",
      },
      imagePosition: "left",
      features: [
        "OpenRTB 2.6 bid requests with DOOH fields",
        "Impression multipliers per screen and daypart",
        "Deal IDs and floor prices for PMPs",
        "Direct and programmatic slots in one ad server",
        "Weather and event triggers for dynamic creatives",
      ],
    },
    {
      id: "proof-of-play",
      title: "Proof-of-play and audience reporting",
      content:
        "Advertisers pay for plays they can verify, so proof-of-play is your revenue record, not a debug log. Each player signs its play events with the creative, screen, timestamp and duration, and uploads them whenever the connection allows. We reconcile those events against booked campaigns and flag under-delivery while a make-good can still be scheduled. Audience estimates come from anonymous footfall or camera counts that never store faces, and campaign reports export in the formats agencies and their verification partners ask for.",
      image: {
        id: "services/dooh/section-3",
        alt: "A proof-of-play report listing ad plays by screen and hour",
      },
      imagePosition: "right",
      features: [
        "Signed proof-of-play events from every player",
        "Delivery reconciliation against booked campaigns",
        "Under-delivery alerts with make-good scheduling",
        "Anonymous audience counts with no stored faces",
        "Agency-ready campaign reports and exports",
      ],
    },
  ],
  blockquote: {
    title: "A dark screen is an invoice you cannot send",
    content:
      "We design players to fail safe and to report honestly, because proof-of-play is what your sales team bills against. A gap in the log costs you as much as a gap on the wall.",
  },
} satisfies PageContentInput;
