import type { PageContentInput } from "../schema";

export default {
  slug: "hospitality",
  title: "Hospitality",
  subtitle:
    "We build booking engines, PMS integrations and guest apps for hotel groups, resorts and restaurant chains. Our job is to keep rates, rooms and folios consistent across every system your front office touches.",
  summary: "Booking engines, PMS and channel manager integrations, and guest apps for hotels and restaurants",
  metaDescription:
    "Kovira Labs builds hotel software: direct booking engines, PMS and channel manager integrations, OTA rate parity checks, web check-in and guest messaging.",
  icon: "hotel",
  heroImage: {
    id: "services/hospitality/hero",
    alt: "A hotel front desk at dusk with a receptionist checking in a guest on a tablet",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "services/hospitality/hero",
      alt: "A hotel front desk at dusk with a receptionist checking in a guest on a tablet",
    },
  },
  heroOverlay: "gradient",
  sections: [
    {
      id: "distribution-and-rate-parity",
      title: "Rates and availability that agree everywhere",
      content:
        "An overbooking or a parity breach usually starts as a sync that failed quietly in the middle of the night. We build direct booking engines and connect them to your channel manager and central reservation system, pushing availability, rate and inventory changes as events rather than nightly batches. A parity monitor compares your public rates on each OTA with the direct rate and alerts revenue managers when they drift apart. Where you sell through GDS or wholesalers, their rate codes are mapped to your plans once, so nobody maintains that mapping by hand.",
      image: {
        id: "services/hospitality/section-1",
        alt: "A revenue manager comparing room rates across booking sites on a laptop",
      },
      imagePosition: "right",
      features: [
        "Direct booking engine with promo and package rates",
        "Event-driven ARI pushes to channel managers",
        "OTA rate parity monitoring with alerts",
        "Rate-code mapping for GDS and wholesalers",
        "Overbooking guards on last-room availability",
      ],
    },
    {
      id: "property-operations",
      title: "Operations behind the front desk",
      content:
        "Your PMS is the system of record, and everything else has to respect it. We integrate restaurant and spa POS systems so charges post to the right guest folio, connect housekeeping apps to room status, and feed night-audit data into finance. For properties in India, foreign guest arrivals are reported to the FRRO through Form C within 24 hours, and GST invoices apply the correct rate for each room tariff slab. Restaurant groups get kitchen order tickets, table reservations and delivery aggregator orders in one queue.",
      image: {
        id: "services/hospitality/section-2",
        alt: "A housekeeper updating room status on a handheld device in a hotel corridor",
      },
      imagePosition: "left",
      features: [
        "POS charges posted to guest folios",
        "Housekeeping app synced with room status",
        "Form C reporting for foreign nationals",
        "GST invoices by room tariff slab",
        "Kitchen order tickets and aggregator orders combined",
      ],
    },
    {
      id: "guest-journeys",
      title: "Guest journeys from booking to checkout",
      content:
        "Guests judge a stay by small moments: the pre-arrival message, the queue at reception, the bill at checkout. We build web check-in with ID capture, room upgrade offers, and WhatsApp Business messaging that your front office answers from one inbox. Mobile keys work through your door-lock vendor's SDK, and loyalty points post the moment a folio closes. After checkout, feedback requests go out while the stay is fresh, and unhappy responses reach the duty manager before they reach a review site.",
      image: {
        id: "services/hospitality/section-3",
        alt: "A guest opening a hotel room door by holding a phone to the lock",
      },
      imagePosition: "right",
      features: [
        "Web check-in with ID document capture",
        "WhatsApp Business inbox for the front office",
        "Mobile room keys through lock-vendor SDKs",
        "Upsell offers for upgrades and late checkout",
        "Post-stay feedback routed to duty managers",
      ],
    },
  ],
  blockquote: {
    title: "Your own website should be your best channel",
    content:
      "Every booking an OTA takes carries a commission, so we hold your direct booking engine to the speed and clarity of the largest travel sites. If a guest finds it easier to book elsewhere, we treat that as a defect.",
  },
} satisfies PageContentInput;
