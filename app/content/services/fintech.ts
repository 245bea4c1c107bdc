import type { PageContentInput } from "../schema";

export default {
  slug: "fintech",
  title: "FinTech",
  subtitle:
    "We build lending, payments and wealth products for NBFCs, banks and fintechs that have to pass an RBI inspection as well as a product review. Compliance sits in the backlog from the first sprint, next to the features it constrains.",
  summary: "Lending, payments and ledgers built to RBI rules, from KYC to daily reconciliation",
  metaDescription:
    "Kovira Labs builds fintech products for Indian lenders and payment firms: RBI-compliant lending, UPI and NACH flows, ledgers and Account Aggregator consent.",
  icon: "landmark",
  heroImage: {
    id: "services/fintech/hero",
    alt: "A loan officer and an engineer reviewing a repayment schedule on a laptop in a Bengaluru office",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "services/fintech/hero",
      alt: "A loan officer and an engineer reviewing a repayment schedule on a laptop in a Bengaluru office",
    },
  },
  heroOverlay: "dark",
  sections: [
    {
      id: "digital-lending",
      title: "Lending journeys that follow the RBI rulebook",
      content:
        "We build origination, underwriting and servicing flows for NBFCs, banks and their lending service providers under the RBI's digital lending directions. Disbursals go straight from the regulated entity to the borrower's bank account, and the Key Fact Statement with the all-in APR is shown and accepted before anyone signs. Repayments run on e-NACH or UPI AutoPay mandates, with bounce handling and retry windows set by your collections policy. Where you co-lend or work through an LSP, each party's role and data access is explicit in the code.",
      image: {
        id: "services/fintech/section-1",
        alt: "A borrower signing a loan agreement on a phone after reading a one-page fact sheet",
      },
      imagePosition: "right",
      features: [
        "Key Fact Statement generation with APR breakdown",
        "e-NACH and UPI AutoPay mandate registration",
        "Cooling-off exits and foreclosure calculations",
        "Bureau pulls and rule-based credit decisioning",
        "Co-lending splits between bank and NBFC books",
      ],
    },
    {
      id: "payments-and-ledgers",
      title: "Payments, ledgers and daily reconciliation",
      content:
        "Money movement is where small bugs turn into customer complaints and audit findings. We design double-entry ledgers with idempotent posting, so a retried UPI callback or a duplicated webhook never moves money twice. Settlement reports from banks, payment aggregators and NPCI are matched against the ledger every day, and breaks land in an operations queue with the evidence attached. For card flows we use network tokenisation and keep your own systems outside PCI DSS scope wherever the design allows.",
      image: {
        id: "services/fintech/section-2",
        alt: "An operations analyst comparing a bank settlement file with ledger entries on two monitors",
      },
      imagePosition: "left",
      features: [
        "Double-entry ledger with immutable journal entries",
        "Idempotency keys on every payment callback",
        "Automated three-way settlement reconciliation",
        "Card-on-file tokenisation under RBI rules",
        "Payouts over IMPS, NEFT and RTGS",
        "ISO 20022 message mapping for cross-border rails",
      ],
    },
    {
      id: "consent-kyc-and-audit",
      title: "Consent, KYC and evidence for auditors",
      content:
        "Onboarding is where most drop-off and most regulatory risk sit, so we treat it as a product of its own. We integrate video KYC to the RBI's V-CIP requirements, CKYC registry search and upload, and DigiLocker or Aadhaar offline XML for address proof. Income checks can run through the Account Aggregator network with you as a Financial Information User, and consent artefacts are stored against each loan. Under the DPDP Act 2023 every data field carries a stated purpose and a retention period, and the audit log shows who saw what and when.",
      image: {
        id: "services/fintech/section-3",
        alt: "A customer holding an ID card up to a phone camera during a video KYC call",
      },
      imagePosition: "right",
      features: [
        "V-CIP video KYC with liveness and geotagging",
        "CKYC registry search, download and upload",
        "Account Aggregator FIU integration with consent artefacts",
        "Purpose-tagged personal data under the DPDP Act",
        "Payment system data stored in India",
        "Tamper-evident audit logs for inspection requests",
      ],
    },
  ],
  blockquote: {
    title: "Regulation is a product requirement",
    content:
      "We write RBI circulars into the backlog as acceptance criteria, each with a test, instead of leaving them for a pre-launch checklist. That is how a compliance review becomes a demo rather than a rewrite.",
  },
} satisfies PageContentInput;
