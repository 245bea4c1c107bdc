import type { CaseStudyInput } from "../schema";

export default {
  slug: "healthcare-network-management",
  title: "Healthcare Network Management",
  industry: "Healthcare",
  client: "A network of 12 multi-specialty clinics and two diagnostic labs in Hyderabad",
  summary: "One patient record, shared scheduling and FHIR-based lab results across 14 clinics and labs",
  metaDescription:
    "How Kovira Labs gave a Hyderabad clinic network one patient record across 14 sites, with HL7 FHIR lab results, ABHA linking and shared scheduling.",
  heroTitle: "One patient record across 14 clinics and labs",
  heroSubtitle:
    "We joined a growing clinic network's registrations, appointments and lab results into one record per patient. Doctors see the full history wherever the patient walks in.",
  heroImg: {
    id: "case/healthcare-network-management/hero",
    alt: "A doctor in a clinic consultation room reviewing a patient's lab trends on a monitor beside the patient",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "The network had grown by acquisition, so its clinics ran three different practice-management systems and the labs ran a fourth. A patient who visited two branches had two records, and roughly one registration in five was a duplicate of someone already on file. Lab reports reached doctors as PDFs on WhatsApp, and referrals between clinics were tracked in a shared spreadsheet that nobody fully trusted. The management also wanted to link records to ABHA IDs under the Ayushman Bharat Digital Mission without exposing patient data more widely than before.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We built a master patient index that matches records across all sites on name, phone, date of birth and ABHA number, with uncertain matches routed to a human for review. Clinical data is exchanged as HL7 FHIR resources, so the lab information system and each clinic application speak one format. Scheduling moved to a shared service that knows every doctor's roster across branches. We migrated one site a fortnight, merging its historical records into the index before switching it over.",
    },
    {
      title: "Experience Flow",
      content:
        "Front-desk staff search for a patient once, find an existing record from any branch, and book the visit against the right doctor's live roster. Doctors open a timeline showing past consultations, prescriptions and lab trends from every site, with abnormal values highlighted. Lab technicians release results that land in the ordering doctor's queue and in the patient's app at the same moment. Consent is recorded per patient, and clinicians outside the treating team see records only through a logged break-glass access step.",
    },
    {
      title: "Technology",
      content:
        "Clinic and front-desk screens are React and TypeScript, backed by a GraphQL layer so each screen fetches exactly the clinical data it needs. Node.js services handle FHIR exchange, scheduling and the ABDM integration, with PostgreSQL as the clinical store. Elasticsearch powers fuzzy patient search across spelling variants of Telugu, Urdu and English names. Workloads run on Kubernetes on AWS in the Hyderabad region, with encryption at rest and audit logs on every record read.",
    },
    {
      title: "Impact",
      content:
        "All 14 sites now share one patient record, and new duplicate registrations have fallen by 90%. Lab results reach the ordering doctor in about four hours on average, compared with the following day under the old WhatsApp routine. Completed referrals between clinics doubled, because each referral is now a tracked appointment rather than a line in a spreadsheet. More than 60,000 patients have linked their ABHA number, and their records can be shared with outside providers on request.",
    },
  ],
  technologies: ["react", "typescript", "graphql", "nodejs", "postgresql", "elasticsearch", "kubernetes", "aws"],
  metrics: [
    { value: "14", label: "clinics and labs on one patient record" },
    { value: "90%", label: "fewer duplicate registrations" },
    { value: "4 hours", label: "average lab result turnaround to doctors" },
    { value: "2x", label: "completed referrals between clinics" },
  ],
} satisfies CaseStudyInput;
