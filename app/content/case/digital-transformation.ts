import type { CaseStudyInput } from "../schema";

export default {
  slug: "digital-transformation",
  title: "Digital Transformation",
  industry: "Logistics",
  client: "A family-owned freight and warehousing firm in Chennai",
  summary: "Paper lorry receipts and phone dispatch replaced with one system, from booking to invoice",
  metaDescription:
    "How Kovira Labs moved a Chennai freight firm from paper lorry receipts to digital bookings, e-way bills and proof of delivery, shortening its billing cycle.",
  heroTitle: "A freight firm that now bills the day it delivers",
  heroSubtitle:
    "We moved a 35-year-old transport business from paper lorry receipts to a single digital trail. Invoices now go out the day proof of delivery arrives, not when the paperwork finally returns.",
  heroImg: {
    id: "case/digital-transformation/hero",
    alt: "A truck driver photographing a signed delivery note with his phone at a warehouse loading bay",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "The firm runs about 300 trucks on southern routes and two warehouses near Chennai port, and until recently it ran them on paper. Bookings came by phone, lorry receipts were handwritten, and signed delivery notes travelled back with the driver, sometimes weeks later. Accounts could not raise an invoice without that paper, so the average customer paid 52 days after delivery. The founder's children, now running the business, wanted digital operations without losing the dispatchers and drivers who knew every route.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We started by sitting with dispatchers for two weeks and drawing the real flow, including the exceptions they handled from memory. The new system treats each consignment as one record from booking to payment, generating the lorry receipt and the GST e-way bill from the same data. Proof of delivery is captured as a photo with location and time, which lets accounts invoice without waiting for paper. Rollout went route by route over four months, and the Coimbatore corridor came first because its dispatcher volunteered.",
    },
    {
      title: "Experience Flow",
      content:
        "Customers book loads on a web portal or through the sales desk, and both paths create the same consignment record. Dispatchers assign trucks from a board showing availability, driver hours and pending maintenance, replacing the whiteboard and the phone tree. Drivers use a simple Tamil-first Android app to see their trip, log fuel and capture the signed delivery note. Accounts see every delivered consignment in a queue, ready to invoice, and the owners check margins by route and customer each morning.",
    },
    {
      title: "Technology",
      content:
        "The customer portal and the operations console share a Next.js and TypeScript codebase, so booking rules are written once. The driver app is native Kotlin, kept deliberately small so it installs quickly on older phones and queues uploads when the signal drops. A Node.js backend integrates with the government e-way bill API and the firm's existing Tally accounts, with PostgreSQL as the operational database. It runs in Docker containers on AWS, sized modestly because traffic peaks only at month end.",
    },
    {
      title: "Impact",
      content:
        "Proof of delivery now reaches accounts through the driver app for 95% of trips, usually within an hour of unloading. The average collection cycle has shortened from 52 days to 41, which freed enough working capital to fund eight new trucks. Each accounts clerk processes three times as many invoices a day, and none of the original staff were let go. E-way bill errors, previously a source of fines at checkposts, have almost disappeared because the bill is generated from validated booking data.",
    },
  ],
  technologies: ["nextjs", "typescript", "kotlin", "nodejs", "postgresql", "docker", "aws"],
  metrics: [
    { value: "95%", label: "of trips with digital proof of delivery" },
    { value: "11 days", label: "shorter average collection cycle" },
    { value: "3x", label: "invoices processed per accounts clerk" },
    { value: "300", label: "trucks moved off paper lorry receipts" },
  ],
} satisfies CaseStudyInput;
