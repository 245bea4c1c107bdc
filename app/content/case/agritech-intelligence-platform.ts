import type { CaseStudyInput } from "../schema";

export default {
  slug: "agritech-intelligence-platform",
  title: "AgriTech Intelligence Platform",
  industry: "AgriTech",
  client: "An agri-inputs distributor working with farmers in Karnataka and Telangana",
  summary: "Plot-level crop advisories for 30,000+ farmers, built on weather, soil and satellite data",
  metaDescription:
    "How Kovira Labs built a crop advisory platform that sends plot-level guidance to 30,000+ farmers in Karnataka and Telangana in Kannada and Telugu.",
  heroTitle: "Plot-level crop advice for 30,000 farmers",
  heroSubtitle:
    "We turned weather forecasts, soil tests and satellite imagery into advisories a farmer can act on this week. Each agronomist now covers three times as many plots.",
  heroImg: {
    id: "case/agritech-intelligence-platform/hero",
    alt: "An agronomist in a paddy field showing a farmer a crop-health map of his plot on a tablet",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "The distributor sells seed, fertiliser and crop protection through village dealers, and backs those sales with a team of 60 field agronomists. Each agronomist could visit perhaps 300 farmers in a season, so most advice arrived late or came second-hand from the dealer. Fertiliser was often applied by habit rather than by soil test, and pest outbreaks were spotted only once damage was visible. The client wanted advice specific to each plot and crop stage, delivered in Kannada or Telugu, on phones that many farmers share with family.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We registered every plot as a boundary drawn on a map, linked to its crop, sowing date and the latest Soil Health Card values. A rules engine written with the client's agronomists combines crop stage, seven-day weather forecasts and satellite vegetation indices to decide which advisory each plot needs. Agronomists review the generated advisories in batches before they go out, so no automated advice reaches a farmer unchecked. The pilot covered 2,000 paddy and cotton plots in one district for a single kharif season before we scaled across both states.",
    },
    {
      title: "Experience Flow",
      content:
        "Farmers receive advisories as voice messages and SMS in their own language, with a missed-call number to ask for a callback. Agronomists work from a prioritised list of plots flagged for stress, pest risk or an overdue input, and record their visit findings offline in the field. Dealers see aggregated demand by village a fortnight ahead, which lets them stock the right fertiliser grade before the rush. Regional managers track advisory reach, agronomist visits and adoption by crop from a single dashboard.",
    },
    {
      title: "Technology",
      content:
        "The agronomist app is built in Flutter, with offline storage for plot maps and visit notes in areas without mobile data. Python services process satellite tiles and weather feeds each night and compute vegetation indices for every registered plot. PostgreSQL with geospatial extensions stores plot boundaries and advisory history, and a Node.js API serves the app, the dealer portal and the voice and SMS gateway. The stack runs on Google Cloud, with infrastructure defined in Terraform so the client's own team can reproduce environments.",
    },
    {
      title: "Impact",
      content:
        "More than 30,000 farmers now receive plot-level advisories each season, up from the few thousand the field team could reach in person. Agronomists cover three times as many plots, because their visits go where the data shows a problem. On enrolled plots with soil-test data, fertiliser use per acre fell by 12% over two seasons with no drop in reported yield. Pest-risk alerts now reach farmers about 48 hours before the agronomists' previous manual scouting would have caught the outbreak.",
    },
  ],
  technologies: ["flutter", "python", "postgresql", "nodejs", "googlecloud", "terraform"],
  metrics: [
    { value: "30,000+", label: "farmers receiving plot-level advisories" },
    { value: "3x", label: "plots covered per agronomist" },
    { value: "12%", label: "less fertiliser per acre on enrolled plots" },
    { value: "48 hours", label: "earlier warning of pest risk" },
  ],
} satisfies CaseStudyInput;
