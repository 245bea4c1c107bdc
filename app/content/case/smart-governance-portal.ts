import type { CaseStudyInput } from "../schema";

export default {
  slug: "smart-governance-portal",
  title: "Smart Governance Portal",
  industry: "GovTech",
  client: "A state government labour department",
  summary: "An online licensing portal with tracked service deadlines, used for 180,000+ applications in a year",
  metaDescription:
    "How Kovira Labs built a bilingual licensing portal for a state labour department, with DigiLocker, online fees and statutory deadline tracking.",
  heroTitle: "Licence approvals in six days instead of three weeks",
  heroSubtitle:
    "We moved shop and establishment registrations from counters and paper files to an accessible online portal. Applicants track every step, and officials see each statutory deadline before it slips.",
  heroImg: {
    id: "case/smart-governance-portal/hero",
    alt: "A shop owner submitting a registration form on a phone, with a status tracker showing the application's stages",
  },
  timelineData: [
    {
      title: "Vision & Challenge",
      content:
        "Shop owners applied for registrations and renewals on paper at district labour offices, often visiting three or four times before a certificate was issued. The median approval took 21 days, although the state's Right to Services Act set a limit of seven for most applications. Officials had no view of pending files beyond the stack on each desk, so delays surfaced only as complaints. Any new system had to be bilingual, accessible, and hosted in the state data centre under existing government IT policy.",
    },
    {
      title: "Solution Blueprint",
      content:
        "We modelled each licence type as a configurable workflow of steps, roles and statutory time limits, so the department can add services without new code. Applicants fetch identity and business documents from DigiLocker instead of uploading scans, and pay fees through the state's payment gateway. Every application carries a timer against its legal deadline, and files approaching the limit escalate automatically to the next officer. We launched with two licence types in two districts, then extended to all districts and seven services over nine months.",
    },
    {
      title: "Experience Flow",
      content:
        "An applicant signs in with a mobile OTP, fills a form in the state language or English, and receives an acknowledgement number straight away. Dealing assistants verify documents in a queue sorted by deadline, while inspectors schedule and record site visits from a phone. Deputy commissioners approve or return files with reasons that the applicant sees immediately. Senior officials watch pendency by district and service on a dashboard, and issued certificates carry a QR code that anyone can verify.",
    },
    {
      title: "Technology",
      content:
        "The portal is React with TypeScript and meets WCAG 2.1 AA, tested with screen readers in both languages. A Node.js workflow service drives approvals and deadline timers, with PostgreSQL storing applications and their full audit history. Redis handles OTP throttling and session data, which mattered during renewal season when daily traffic rose tenfold. Everything ships as Docker images onto a Kubernetes cluster in the state data centre, which the department's IT cell now operates with our runbooks.",
    },
    {
      title: "Impact",
      content:
        "Median approval time fell from 21 days to six, a 72% reduction. More than 180,000 applications were filed online in the first year, and most applicants never set foot in an office. The share of applications decided within the statutory limit rose to 92%, and escalations now reach senior officers before a deadline passes rather than after. Banks and landlords who once phoned district offices to check a certificate now scan its QR code instead.",
    },
  ],
  technologies: ["react", "typescript", "nodejs", "postgresql", "redis", "docker", "kubernetes"],
  metrics: [
    { value: "72%", label: "faster median licence approval" },
    { value: "180,000+", label: "applications filed online in year one" },
    { value: "92%", label: "of applications decided within the statutory limit" },
  ],
} satisfies CaseStudyInput;
