import type { PageContentInput } from "../schema";

export default {
  slug: "digital-transformation",
  title: "Digital Transformation",
  subtitle:
    "We replace the spreadsheets, email chains and paper forms that hold your operations together with software your teams will actually use. Each change ships in small releases, so the business keeps running while it moves.",
  summary: "Turn manual, spreadsheet-driven operations into dependable software, one workflow at a time",
  metaDescription:
    "Kovira Labs maps your manual workflows, picks the ones worth digitising first and ships them in small releases your teams adopt.",
  icon: "layers",
  heroImage: {
    id: "products/digital-transformation/hero",
    alt: "Operations team reviewing a workflow map pinned to a whiteboard",
  },
  heroBackground: {
    type: "carousel",
    durationMs: 4000,
    images: [
      {
        id: "products/digital-transformation/frame-1",
        alt: "Stack of paper job cards beside a warehouse computer terminal",
      },
      {
        id: "products/digital-transformation/frame-2",
        alt: "Workshop wall covered in sticky notes tracing an approval process",
      },
      {
        id: "products/digital-transformation/frame-3",
        alt: "Tablet showing a digital inspection checklist on a factory floor",
      },
    ],
  },
  heroOverlay: "dark",
  sections: [
    {
      id: "process-discovery",
      title: "Start with the work, not the tools",
      content:
        "We spend the first two weeks beside the people doing the job: the accounts clerk reconciling invoices, the dispatcher juggling WhatsApp groups, the branch manager approving exceptions. From that we draw a service blueprint showing every hand-off, wait and rework loop. Each candidate workflow gets a rough score for volume, cost of errors and effort to change. You leave discovery with a ranked backlog and an honest view of what software will not fix.",
      image: {
        id: "products/digital-transformation/section-1",
        alt: "Analyst shadowing an accounts clerk who is matching invoices against a ledger",
      },
      imagePosition: "right",
      features: [
        "Contextual interviews and shadowing at real workstations",
        "Service blueprints covering hand-offs and wait states",
        "Workflow scoring by volume, error cost and effort",
        "Ranked backlog with explicit out-of-scope items",
        "Baseline measures captured before anything changes",
      ],
    },
    {
      id: "workflow-digitisation",
      title: "Digitise one workflow end to end",
      content:
        "Rather than a big-bang ERP rollout, we pick a single workflow and take it fully digital, from the first form field to the final report. Good first candidates are purchase approvals, field inspections or customer onboarding with KYC checks. We build role-based screens, an audit trail and the integrations to your accounting or ERP system, then run the paper and digital paths in parallel until the numbers match. Only then do we switch the paper process off.",
      image: {
        id: "products/digital-transformation/section-2",
        alt: "Purchase approval screen showing requester, approver and an audit history panel",
      },
      imagePosition: "left",
      features: [
        "Role-based screens with maker-checker approvals",
        "Immutable audit trail for every state change",
        "Integrations with Tally, SAP Business One or Zoho",
        "Parallel runs until paper and system totals reconcile",
        "Offline-capable forms for sites with patchy connectivity",
      ],
    },
    {
      id: "adoption-and-change",
      title: "Make the change stick",
      content:
        "Software that nobody opens is a cost, not a transformation. We train supervisors first so they can coach their own teams, write short task-based guides in English and the regional languages your staff use, and instrument the product to see where people give up. A named Kovira engineer stays on call for the month after each release. We review usage with you every fortnight and remove friction before adding scope.",
      image: {
        id: "products/digital-transformation/section-3",
        alt: "Floor supervisor demonstrating a new mobile app to a small group of colleagues",
      },
      imagePosition: "right",
      features: [
        "Train-the-trainer sessions for floor supervisors",
        "Task guides in English and regional languages",
        "Product analytics on drop-off and abandoned forms",
        "Hypercare engineer for the month after release",
        "Fortnightly adoption reviews with process owners",
      ],
    },
  ],
  blockquote: {
    title: "Fix the process before you code it",
    content:
      "Automating a broken approval chain only makes the mess faster. We remove steps first and write software for whatever is left.",
  },
} satisfies PageContentInput;
