import type { PageContentInput } from "../schema";

export default {
  slug: "telecom",
  title: "Telecom",
  subtitle:
    "We build BSS modules, network operations tools and subscriber apps for operators, ISPs and communications platforms. We favour TM Forum Open APIs, so each piece can be replaced later without rewiring the rest.",
  summary: "OSS/BSS on TM Forum Open APIs, network assurance tools and subscriber self-care apps",
  metaDescription:
    "Kovira Labs builds telecom software: BSS modules on TM Forum Open APIs, OSS inventory and assurance, FTTH field-force tools, eSIM and self-care apps.",
  icon: "radio-tower",
  heroImage: {
    id: "services/telecom/hero",
    alt: "A telecom tower against an evening sky with fibre cabinets at its base",
  },
  heroBackground: {
    type: "gradient",
    gradient:
      "radial-gradient(ellipse at 85% 15%, rgba(59, 75, 255, 0.32) 0%, rgba(59, 75, 255, 0) 55%), radial-gradient(circle at 10% 90%, rgba(15, 159, 143, 0.2) 0%, rgba(15, 159, 143, 0) 45%), linear-gradient(160deg, #070B17 0%, #0C1224 55%, #151C33 100%)",
  },
  heroOverlay: "none",
  sections: [
    {
      id: "bss-on-open-apis",
      title: "BSS modernised one domain at a time",
      content:
        "Many operators run a billing stack that nobody wants to touch, alongside a product team that needs new plans every month. We carve out one domain at a time, usually the product catalogue or ordering first, and expose it through TM Forum Open APIs such as TMF620 and TMF622 while the old system keeps running behind it. Usage comes in through mediation, is rated against the new catalogue and is reconciled with the legacy bill run until the totals agree. Only then do we move traffic across and start on the next domain.",
      image: {
        id: "services/telecom/section-1",
        alt: "A whiteboard diagram of billing domains connected through open APIs",
      },
      imagePosition: "right",
      features: [
        "Product catalogue on the TMF620 Open API",
        "Order capture and orchestration via TMF622",
        "CDR mediation and rating for new plans",
        "Parallel bill runs before each cut-over",
        "Mapping to TM Forum ODA components",
      ],
    },
    {
      id: "network-operations",
      title: "Inventory, assurance and field operations",
      content:
        "Your NOC needs one view of the network that matches what is actually in the ground and on the towers. We build resource inventory aligned to TMF639, collect streaming telemetry over gNMI and NETCONF/YANG alongside legacy SNMP traps, and correlate alarms so engineers see the root cause instead of a flood of symptoms. For fibre-to-the-home rollouts, a field-force app assigns installations, records splitter ports and ONT serial numbers, and closes the order in the BSS once the line tests clean.",
      image: {
        id: "services/telecom/section-2",
        alt: "Engineers in a network operations centre watching alarm dashboards on a video wall",
      },
      imagePosition: "left",
      features: [
        "Resource inventory aligned to TMF639",
        "gNMI and NETCONF telemetry collection",
        "Alarm correlation with root-cause grouping",
        "FTTH installation app with splitter port capture",
        "Automatic order closure after line tests",
      ],
    },
    {
      id: "subscriber-channels",
      title: "Self-care, eSIM and compliant messaging",
      content:
        "Subscribers want to recharge, change plans and fix problems without calling anyone. We build self-care apps and portals with UPI recharges, plan changes and usage views pulled live from the charging system. Our eSIM activation follows the GSMA remote provisioning flow through your SM-DP+ server, with subscriber verification under DoT KYC rules before a profile downloads. For bulk and transactional SMS we implement TRAI's DLT requirements, registering headers and templates and scrubbing against consent records before anything is sent.",
      image: {
        id: "services/telecom/section-3",
        alt: "A subscriber activating an eSIM by scanning a QR code with a phone",
      },
      imagePosition: "right",
      features: [
        "UPI recharges and instant plan changes",
        "eSIM downloads through your SM-DP+ server",
        "Subscriber e-KYC before profile activation",
        "DLT header and template registration workflows",
        "Consent scrubbing for commercial SMS",
      ],
    },
  ],
} satisfies PageContentInput;
