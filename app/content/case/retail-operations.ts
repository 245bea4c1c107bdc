import type { CaseStudyInput } from "../schema";

export default {
  slug: "retail-operations",
  title: "Retail Operations",
  industry: "Retail",
  client: "A chain of 27 grocery stores in Tamil Nadu",
  summary: "Offline-first POS sync and automatic replenishment for a 27-store grocery chain",
  metaDescription:
    "How Kovira Labs put 27 Tamil Nadu grocery stores on one POS sync with central pricing and automatic replenishment, cutting stock-outs by 30%.",
  heroTitle: "One live stock count across 27 grocery stores",
  heroSubtitle:
    "We connected every till, the central warehouse and head office to a single view of stock. Price changes reach all stores in 15 minutes, and shelves run empty far less often.",
  heroImg: {
    id: "case/retail-operations/hero",
    alt: "A cashier scanning groceries at a billing counter while a store manager checks stock levels on a tablet",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "Each of the chain's stores ran its own billing software and uploaded a CSV to head office every night, when the upload worked. Stock figures at head office were a day old at best, so the warehouse replenished by phone calls from store managers. Price changes were keyed in store by store, and mismatched shelf and till prices led to customer complaints and GST invoice corrections. The chain planned to open ten more stores within two years and knew the existing setup would not stretch that far.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We designed the point of sale to keep billing even when a store loses its internet connection, then sync sales and stock movements as soon as the link returns. Head office owns a single catalogue of about 9,000 SKUs, along with prices and promotions, and pushes changes to every till. Replenishment orders are calculated nightly from sales velocity, shelf minimums and supplier lead times, and store managers can adjust them before dispatch. We piloted in three stores for six weeks, fixed what cashiers flagged, and then moved the rest of the chain in batches of six.",
    },
    {
      title: "Experience Flow",
      content:
        "Cashiers bill, take UPI or card payments and print GST invoices from the same screen, with a loyalty lookup by phone number. Store managers receive a suggested order each morning, edit quantities for local festivals or events, and approve it in a couple of minutes. Warehouse staff pick against those approved orders and scan dispatches, so every store knows what is on the truck before it arrives. Category managers at head office schedule price changes and promotions, and see sell-through by store the next morning.",
    },
    {
      title: "Technology",
      content:
        "The POS and back-office screens are React with TypeScript, packaged to run on the chain's existing Windows billing terminals. Each till keeps a local queue of transactions and replays it to a Node.js sync service, which resolves conflicts using per-SKU stock ledgers rather than overwriting totals. PostgreSQL holds the catalogue, ledgers and orders, and Redis caches prices and promotions for fast lookup at the till. The services run as Docker containers on AWS, and a store that drops offline for a full day still reconciles without manual work.",
    },
    {
      title: "Impact",
      content:
        "All 27 stores now run on one POS sync, and head office sees stock that is minutes old rather than a day old. Stock-outs on the 500 fastest-moving SKUs fell by 30% in the first quarter after rollout. Write-offs on perishables dropped by 22%, because replenishment now follows what actually sells at each store. Store managers spend about 20 minutes on the morning order, where ringing the warehouse used to take most of an hour. A price change scheduled at head office reaches every till within 15 minutes, and shelf-to-till price complaints have become rare.",
    },
  ],
  technologies: ["react", "typescript", "nodejs", "postgresql", "redis", "docker", "aws"],
  metrics: [
    { value: "25+", label: "stores on one POS sync" },
    { value: "30%", label: "fewer stock-outs on fast-moving SKUs" },
    { value: "22%", label: "lower perishable write-offs" },
    { value: "15 min", label: "for a price change to reach every till" },
  ],
} satisfies CaseStudyInput;
