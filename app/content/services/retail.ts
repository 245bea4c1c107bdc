import type { PageContentInput } from "../schema";

export default {
  slug: "retail",
  title: "Retail & Commerce",
  subtitle:
    "We build commerce platforms that keep stores, websites, apps and marketplaces working from the same stock and the same orders. Most of our retail work sits in the integrations between POS, OMS and warehouse.",
  summary: "POS, OMS and inventory sync, storefronts and fulfilment for multi-store retailers",
  metaDescription:
    "Kovira Labs builds retail software: POS, OMS and inventory sync, headless storefronts, ONDC and marketplace listings, and COD and returns handling.",
  icon: "shopping-bag",
  heroImage: {
    id: "services/retail/hero",
    alt: "A shop assistant scanning a garment's barcode with a handheld device in a clothing store",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "services/retail/hero",
      alt: "A shop assistant scanning a garment's barcode with a handheld device in a clothing store",
    },
  },
  heroOverlay: "primary",
  sections: [
    {
      id: "inventory-and-order-sync",
      title: "One stock position across stores and channels",
      content:
        "Selling the same unit twice, or failing to sell one that sits on a shelf, costs you more than the margin on it. We connect POS terminals, your OMS and your warehouse system through an event stream, so a sale in one store reduces online availability straight away. Reservations hold stock while a customer pays, and safety buffers per channel stop a marketplace from selling the last piece. On that foundation, click and collect, ship-from-store and endless-aisle orders become configuration rather than projects.",
      image: {
        id: "services/retail/section-1",
        alt: "A store manager checking stock levels on a tablet between clothing racks",
      },
      imagePosition: "right",
      features: [
        "Event-driven POS, OMS and WMS sync",
        "Stock reservations held during checkout",
        "Per-channel safety buffers on low stock",
        "Click and collect with store pick lists",
        "Ship-from-store routing by distance and stock",
      ],
    },
    {
      id: "storefronts-and-catalogue",
      title: "Storefronts, catalogues and marketplace listings",
      content:
        "Your catalogue is the one thing every channel shares, so we make it a product of its own. A PIM holds variants, GS1 barcodes, images and the fields India's Legal Metrology rules require on e-commerce listings, such as MRP, net quantity and country of origin. Headless React storefronts read from it and stay fast on mid-range phones, while marketplace and ONDC seller integrations publish the same data without a spreadsheet in between. Prices and promotions are set once and apply the same way in store, on the site and in the app.",
      image: {
        id: "services/retail/section-2",
        alt: "An online product page showing size and colour variants on a phone",
      },
      imagePosition: "left",
      features: [
        "PIM with variants, GS1 barcodes and media",
        "Legal Metrology fields on every listing",
        "Headless React storefronts for mid-range phones",
        "ONDC seller app integration over Beckn",
        "Single price and promotion engine",
      ],
    },
    {
      id: "fulfilment-and-returns",
      title: "Fulfilment, returns and cash on delivery",
      content:
        "In Indian e-commerce, much of the cost sits after the order: failed deliveries, returns to origin and cash that takes days to reconcile. We integrate courier aggregators and direct carriers for labels and tracking, and act on non-delivery reports with a reattempt or a confirmation call before a parcel heads back. COD remittances are matched to orders line by line, and returns are graded at the warehouse before a refund goes out. GST e-invoices and e-way bills come from the same order data, so finance and dispatch never disagree.",
      image: {
        id: "services/retail/section-3",
        alt: "Packed parcels with shipping labels waiting at a dispatch counter",
      },
      imagePosition: "right",
      features: [
        "Courier integrations for labels and tracking",
        "NDR handling with automated reattempt requests",
        "Line-level COD remittance reconciliation",
        "Returns grading before refund approval",
        "GST e-invoice and e-way bill generation",
      ],
    },
  ],
} satisfies PageContentInput;
