import type { PageContentInput } from "../schema";

export default {
  slug: "agritech",
  title: "AgriTech",
  subtitle:
    "We build advisory apps, FPO platforms and traceability systems for agribusinesses, input companies and farmer collectives. The software has to work in a local language, on a basic phone, in a field with weak signal.",
  summary: "Farmer advisory, FPO procurement and traceability software that works out in the field",
  metaDescription:
    "Kovira Labs builds agritech software: vernacular farmer advisory, FPO procurement and payouts, mandi price feeds, satellite crop data and export traceability.",
  icon: "sprout",
  heroImage: {
    id: "services/agritech/hero",
    alt: "A farmer in a green paddy field checking crop advice on a smartphone",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "services/agritech/hero",
      alt: "A farmer in a green paddy field checking crop advice on a smartphone",
    },
  },
  heroOverlay: "secondary",
  sections: [
    {
      id: "farmer-advisory",
      title: "Advisory that reaches the farmer",
      content:
        "Advice only helps if it arrives in the farmer's language, at the right stage of the crop and in a form they will use. We build advisory apps with voice-first navigation in regional languages, plus IVR and WhatsApp channels for farmers who will not install an app. Fertiliser recommendations start from Soil Health Card values where the farmer has a card, and crop calendars adjust to actual sowing dates and block-level weather forecasts. Agronomists approve each advisory before it goes out, and farmers can reply with a photo of the problem.",
      image: {
        id: "services/agritech/section-1",
        alt: "A farmer listening to crop advice in Kannada on a basic Android phone",
      },
      imagePosition: "right",
      features: [
        "Voice-first navigation in regional languages",
        "IVR and WhatsApp advisory channels",
        "Fertiliser dosing from Soil Health Card values",
        "Crop calendars keyed to actual sowing dates",
        "Photo-based pest and disease queries",
      ],
    },
    {
      id: "fpo-and-procurement",
      title: "Procurement and payouts for FPOs",
      content:
        "Farmer Producer Organisations run on member trust, and that trust depends on accurate weights, fair prices and prompt payment. We build member registries, collection-centre apps that read digital weighing scales directly, and grading records attached to each lot. Daily mandi prices from Agmarknet and e-NAM appear next to the FPO's offer price so members can compare for themselves. Payouts reach members' bank accounts through bank APIs or UPI, and stored produce can be pledged against electronic warehouse receipts for working capital.",
      image: {
        id: "services/agritech/section-2",
        alt: "Sacks of produce being weighed on a digital scale at an FPO collection centre",
      },
      imagePosition: "left",
      features: [
        "FPO member registry with land and crop details",
        "Collection-centre app linked to weighing scales",
        "Daily Agmarknet and e-NAM mandi price feeds",
        "Direct-to-bank member payouts with receipts",
        "Lot-level grading and quality records",
        "Electronic warehouse receipt links for pledge finance",
      ],
    },
    {
      id: "field-data-and-traceability",
      title: "Field data, satellites and traceability",
      content:
        "Buyers, lenders and insurers all want to know what is growing where, and they want evidence. We map plots as geo-tagged polygons, track crop health with Sentinel-2 NDVI time series, and bring in soil-moisture readings from LoRaWAN sensors where you have deployed them. For export crops the same plot records feed traceability from farm to shipment, including residue test results and the geolocation evidence the EU Deforestation Regulation asks of coffee, cocoa and rubber supply chains. Field staff capture data offline and sync once they are back in range.",
      image: {
        id: "services/agritech/section-3",
        alt: "A satellite crop-health map overlaid on farm plot boundaries",
      },
      imagePosition: "right",
      features: [
        "Geo-tagged plot polygons captured in the field",
        "Sentinel-2 NDVI crop health time series",
        "LoRaWAN soil-moisture sensor integration",
        "Farm-to-shipment lot traceability for exports",
        "Plot geolocation evidence for EUDR due diligence",
      ],
    },
  ],
  blockquote: {
    title: "Design for the field, not the demo room",
    content:
      "We test agri apps on entry-level Android phones with one bar of signal and bright sun on the screen. If an app fails there, it fails your farmers.",
  },
} satisfies PageContentInput;
