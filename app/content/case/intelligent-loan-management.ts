import type { CaseStudyInput } from "../schema";

export default {
  slug: "intelligent-loan-management",
  title: "Intelligent Loan Management",
  industry: "FinTech",
  client: "A mid-sized NBFC in Pune",
  summary: "A loan system for 40 NBFC branches that cut application-to-disbursal time by 60%",
  metaDescription:
    "How Kovira Labs rebuilt loan origination and NACH collections for a Pune NBFC under RBI digital lending rules, cutting disbursal time by 60%.",
  heroTitle: "Loans disbursed 60% faster across 40 branches",
  heroSubtitle:
    "We replaced paper files and three spreadsheets with one loan system that follows RBI's digital lending guidelines. Borrowers now get their money in four working days instead of ten.",
  heroImg: {
    id: "case/intelligent-loan-management/hero",
    alt: "A credit analyst reviewing a borrower's parsed bank statement and bureau score on a laptop in a branch office",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "The NBFC lends two-wheeler and small-business loans through 40 branches in Maharashtra, and every application passed through paper files, email and three spreadsheets before money moved. Median disbursal took ten working days, and credit officers re-keyed the same borrower details up to four times. RBI's digital lending guidelines added firm demands: a key fact statement before signing, disbursal straight to the borrower's bank account, and an audit trail for every fee. Lending could not pause for a big-bang cutover, so the new system had to arrive branch by branch.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We mapped the loan lifecycle into eleven states, from lead to closure, and gave one service sole ownership of the transitions between them. Bank-statement parsing, bureau pulls and e-KYC sit behind adapters, so the client can swap a vendor without touching credit policy. Repayments run on NACH mandates, with bounce handling and re-presentation windows configured per product. Branches moved across in four waves over 14 weeks, and each wave kept its old spreadsheets running in parallel for a fortnight.",
    },
    {
      title: "Experience Flow",
      content:
        "Field officers capture applications on an Android app that works offline and syncs once the network returns. Credit analysts open a single file with the parsed statement, bureau score and policy checks already run, so they spend their time only on exceptions. Branch managers approve within limits set by role, and anything larger moves to the regional credit head with the reasons attached. Borrowers receive the key fact statement by SMS link, sign with Aadhaar e-sign and follow disbursal status without phoning the branch.",
    },
    {
      title: "Technology",
      content:
        "The staff console is React with TypeScript, and the field app is native Kotlin because officers carry low-cost Android phones with patchy coverage. A Node.js service runs the loan state machine, with PostgreSQL as the system of record and Redis holding sessions and rate limits on bureau calls. Every state change is published to Apache Kafka, which feeds the audit log, the collections desk and the finance ledger without coupling them to each other. Everything runs on AWS in the Mumbai region so borrower data stays in India.",
    },
    {
      title: "Impact",
      content:
        "Median time from application to disbursal fell from ten working days to four, a 60% reduction. Borrower details are now typed once at the branch and reused by every team downstream. Bounce follow-ups start automatically on the day the NACH return file lands, and first-attempt collection has risen by 18%. During the last RBI inspection, the internal audit team answered queries from the event log in two days rather than pulling paper files from branches.",
    },
  ],
  technologies: ["react", "typescript", "kotlin", "nodejs", "postgresql", "redis", "apachekafka", "aws"],
  metrics: [
    { value: "60%", label: "faster loan disbursal" },
    { value: "40", label: "branches on one loan system" },
    { value: "18%", label: "higher first-attempt NACH collection" },
    { value: "14 weeks", label: "from first branch live to last" },
  ],
} satisfies CaseStudyInput;
