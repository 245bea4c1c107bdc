import type { CaseStudyInput } from "../schema";

export default {
  slug: "unified-data-platform",
  title: "Unified Data Platform",
  industry: "Manufacturing",
  client: "A specialty-chemicals manufacturer with four plants in Gujarat",
  summary: "One data model across ERP, LIMS and plant historians that cut report preparation time by 85%",
  metaDescription:
    "How Kovira Labs joined SAP, LIMS and plant historian data for a Gujarat chemicals maker, cutting the time its teams spend preparing reports by 85%.",
  heroTitle: "Month-end reporting in hours, not days",
  heroSubtitle:
    "We brought six source systems from four plants into one governed data model. Finance and plant heads now read the same numbers, and they spend 85% less time assembling them.",
  heroImg: {
    id: "case/unified-data-platform/hero",
    alt: "A plant operations dashboard comparing batch yield, energy use and dispatches across four chemical plants",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "Production data lived in plant historians, quality results in a LIMS, orders and costs in SAP, and everything else in Excel files emailed between plants. Preparing the monthly MIS pack took the finance team six working days, and plant heads often disputed the yield figures because each site calculated them differently. Regulatory reports for the state pollution control board were compiled by hand from logbooks. Leadership wanted one version of the numbers without asking each plant to replace the systems it already ran.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We left every source system in place and built ingestion around it: batch extracts from SAP and the LIMS, and a streaming feed from the historians for tags that matter to yield and emissions. A shared data model defines batch, product grade, yield and energy per tonne once, and finance signed off each definition before we built a report on it. Data quality checks run on arrival, so a missing shift reading is flagged within the hour rather than discovered at month end. We delivered in three releases over five months, starting with the plant that had the cleanest data.",
    },
    {
      title: "Experience Flow",
      content:
        "Plant heads open a morning view of yesterday's batches, deviations and energy use, and drill from a poor yield straight to the quality results behind it. Finance analysts build the MIS pack from certified tables, so their job shifts from reconciling spreadsheets to explaining variances. The environment, health and safety officer downloads emissions summaries in the format the pollution control board expects. Access follows role and site, which means a shift engineer sees their own plant while the CFO sees all four.",
    },
    {
      title: "Technology",
      content:
        "Python pipelines handle the SAP and LIMS extracts, and Apache Kafka carries historian readings from each plant's edge gateway to the central platform. PostgreSQL holds the modelled data, partitioned by plant and month so that year-on-year queries stay quick. Dashboards are a React and TypeScript application, because the client wanted drill-downs and annotations that off-the-shelf BI tools handled poorly. The whole platform runs on AWS, provisioned with Terraform and deployed as Docker containers, so a fifth plant can be added from a template.",
    },
    {
      title: "Impact",
      content:
        "Time spent preparing recurring reports dropped by 85%, and the monthly MIS pack is now ready on the first working day. Yield disputes between plants have stopped, since every site reads the same definition from the same table. Data quality alerts caught 140 missing or out-of-range readings in the first quarter that would previously have surfaced weeks later. Pollution control board submissions now take an afternoon instead of a week of logbook work.",
    },
  ],
  technologies: ["python", "apachekafka", "postgresql", "react", "typescript", "aws", "terraform", "docker"],
  metrics: [
    { value: "85%", label: "less time spent on reports" },
    { value: "6", label: "source systems in one data model" },
    { value: "4", label: "plants reporting from shared definitions" },
    { value: "1 day", label: "to close the monthly MIS pack" },
  ],
} satisfies CaseStudyInput;
