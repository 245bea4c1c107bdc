import type { z } from "zod";

import type {
  Technology,
  capabilityTileSchema,
  caseCardSchema,
  statisticSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./schema";

type SectionIntro = { eyebrow: string; title: string; text: string };
type Band = { title: string; text: string };

export const heroContent = {
  eyebrow: "Product engineering from Bengaluru since 2019",
  lead: "We build",
  rotatingWords: ["smarter", "faster", "secure", "reliable", "scalable", "innovative"],
  tail: "products for teams with something to ship",
  accessibleHeadline:
    "We build smarter, faster, secure, reliable, scalable and innovative products for teams with something to ship.",
  subtitle:
    "Kovira Labs is about 50 engineers and designers who plan, build and run web, mobile and data products. You work with the same senior team from the first workshop to the hundredth release.",
} satisfies {
  eyebrow: string;
  lead: string;
  rotatingWords: string[];
  tail: string;
  accessibleHeadline: string;
  subtitle: string;
};

export const statistics = [
  { title: "Average client tenure", value: 24, suffix: "+", unit: "months", icon: "calendar-clock" },
  { title: "Engineers and designers", value: 50, suffix: "+", icon: "users" },
  { title: "Platforms in production", value: 7, suffix: "+", icon: "monitor-smartphone" },
  { title: "Products launched", value: 4, suffix: "+", icon: "package" },
  { title: "Collective experience", value: 20, suffix: "+", unit: "years", icon: "award" },
  { title: "Global clients", value: 10, suffix: "+", icon: "globe" },
  { title: "Technology partners", value: 5, suffix: "+", icon: "handshake" },
  { title: "Technologies in daily use", value: 15, suffix: "+", icon: "cpu" },
  { title: "Uptime on platforms we run", value: 99, suffix: "%", icon: "activity" },
] satisfies z.input<typeof statisticSchema>[];

export const statsPanel = {
  title: "A small team that stays with your product",
  text: "Most clients keep working with us for two years or longer. The engineers who scope your product are the ones who build it, run it in production and hand it over once your own team is ready to own it.",
} satisfies Band;

export const featuresSection = {
  eyebrow: "What we do",
  title: "Powerful features to grow with you",
  text: "Start with the piece you need this quarter, whether that is a mobile app, a data pipeline or a cloud migration. As the product grows, add design, DevOps or AI work from the same team without changing vendors or rewriting the plan.",
} satisfies SectionIntro;

export const capabilitySection = {
  eyebrow: "Capabilities",
  title: "Eight ways we can help",
  text: "Each capability has its own page covering methods, tools and deliverables. Most engagements combine two or three of them, staffed by one delivery team.",
} satisfies SectionIntro;

export const capabilityTiles = [
  {
    product: "digital-transformation",
    name: "Digital transformation",
    blurb: "Replace paper forms, spreadsheets and email approvals with workflow software your operations staff will actually open every morning.",
    tone: "indigo",
  },
  {
    product: "data-engineering-analytics",
    name: "Data engineering & analytics",
    blurb: "Pipelines, warehouses and dashboards that turn scattered ERP, CRM and app data into figures your finance team will sign off.",
    tone: "teal",
  },
  {
    product: "cloud-engineering",
    name: "Cloud engineering",
    blurb: "AWS and Google Cloud environments written in Terraform, sized for your real traffic and reviewed for cost every month.",
    tone: "amber",
  },
  {
    product: "managed-devops",
    name: "Managed DevOps",
    blurb: "CI/CD pipelines, on-call rotas and blameless incident reviews, so releases go out every week instead of every quarter.",
    tone: "rose",
  },
  {
    product: "ai-intelligent-systems",
    name: "AI & intelligent systems",
    blurb: "Document extraction, demand forecasting and retrieval-based assistants, evaluated against your own data before anything goes live.",
    tone: "sky",
  },
  {
    product: "product-modernization",
    name: "Product modernisation",
    blurb: "Move a legacy monolith to a maintainable stack one module at a time, with the old system serving users until the new one proves itself.",
    tone: "violet",
  },
  {
    product: "ux-product-design",
    name: "UX & product design",
    blurb: "User research, task flows and a Figma design system, tested with the people who will use them before production code starts.",
    tone: "emerald",
  },
  {
    product: "api-microservices",
    name: "APIs & microservices",
    blurb: "Versioned REST and GraphQL APIs, Kafka event streams and the written contracts your partners need to integrate.",
    tone: "orange",
  },
] satisfies z.input<typeof capabilityTileSchema>[];

export const caseSection = {
  eyebrow: "Case studies",
  title: "Work that is running in production",
  text: "Each case study sets out the problem, the constraints and what changed for one client. Client names stay private; the numbers come from their own reporting.",
} satisfies SectionIntro;

export const caseCards = [
  {
    title: "Intelligent loan management",
    caseSlug: "intelligent-loan-management",
    tag: "FinTech",
    thumbnail: {
      id: "cases/thumb-1",
      alt: "Loan officer's dashboard listing applications by stage, with a credit summary open for one applicant",
    },
  },
  {
    title: "Smart food logging",
    caseSlug: "smart-food-logging",
    tag: "HealthTech",
    thumbnail: {
      id: "cases/thumb-2",
      alt: "Phone screen showing a logged lunch plate with calories and protein counted beside each dish",
    },
  },
  {
    title: "Unified data platform",
    caseSlug: "unified-data-platform",
    tag: "Manufacturing",
    thumbnail: {
      id: "cases/thumb-3",
      alt: "Data flow diagram joining ERP, lab system and plant historian feeds into one warehouse",
    },
  },
  {
    title: "AgriTech intelligence platform",
    caseSlug: "agritech-intelligence-platform",
    tag: "AgriTech",
    thumbnail: {
      id: "cases/thumb-4",
      alt: "Map of farm plots coloured by soil moisture, with a weather forecast panel on the right",
    },
  },
  {
    title: "Digital transformation",
    caseSlug: "digital-transformation",
    tag: "Logistics",
    thumbnail: {
      id: "cases/thumb-5",
      alt: "Dispatcher's screen tracking freight consignments from booking to proof of delivery",
    },
  },
  {
    title: "Retail operations",
    caseSlug: "retail-operations",
    tag: "Retail",
    thumbnail: {
      id: "cases/thumb-6",
      alt: "Grocery store manager's tablet comparing shelf stock levels across several outlets",
    },
  },
  {
    title: "Healthcare network management",
    caseSlug: "healthcare-network-management",
    tag: "Healthcare",
    thumbnail: {
      id: "cases/thumb-7",
      alt: "Clinic network overview showing appointment load and lab turnaround for each branch",
    },
  },
  {
    title: "Smart governance portal",
    caseSlug: "smart-governance-portal",
    tag: "GovTech",
    thumbnail: {
      id: "cases/thumb-8",
      alt: "Licensing portal home page with an application status tracker and fee payment step",
    },
  },
  {
    title: "Offline loan capture for field officers",
    caseSlug: "intelligent-loan-management",
    tag: "FinTech",
    thumbnail: {
      id: "cases/thumb-9",
      alt: "Field officer filling in a loan application on an Android phone at a borrower's shop",
    },
  },
  {
    title: "Meal photo recognition for a nutrition app",
    caseSlug: "smart-food-logging",
    tag: "HealthTech",
    thumbnail: {
      id: "cases/thumb-10",
      alt: "Camera view of a thali with each dish outlined and labelled by the app",
    },
  },
  {
    title: "Batch yield and energy reporting for chemical plants",
    caseSlug: "unified-data-platform",
    tag: "Manufacturing",
    thumbnail: {
      id: "cases/thumb-11",
      alt: "Chart comparing batch yield and energy per tonne across chemical plants",
    },
  },
  {
    title: "Crop advisories by voice message and SMS",
    caseSlug: "agritech-intelligence-platform",
    tag: "AgriTech",
    thumbnail: {
      id: "cases/thumb-12",
      alt: "Farmer holding a basic phone that shows an SMS crop advisory in Kannada",
    },
  },
  {
    title: "Offline billing and stock sync across stores",
    caseSlug: "retail-operations",
    tag: "Retail",
    thumbnail: {
      id: "cases/thumb-13",
      alt: "Grocery checkout counter with a POS terminal beside a stock sync status panel",
    },
  },
  {
    title: "Shared patient records across clinics",
    caseSlug: "healthcare-network-management",
    tag: "Healthcare",
    thumbnail: {
      id: "cases/thumb-14",
      alt: "Doctor reviewing a patient timeline that merges visits and lab results from several clinics",
    },
  },
  {
    title: "Deadline tracking for licence applications",
    caseSlug: "smart-governance-portal",
    tag: "GovTech",
    thumbnail: {
      id: "cases/thumb-15",
      alt: "Officer's queue of licence applications sorted by days left before the statutory deadline",
    },
  },
] satisfies z.input<typeof caseCardSchema>[];

export const techSection = {
  eyebrow: "Technology",
  title: "The stack we know well",
  text: "We choose tools your own engineers can maintain after we step back, not whatever is newest. These are the languages, frameworks and platforms we run in production most often.",
} satisfies SectionIntro;

export const teamSection = {
  eyebrow: "Leadership",
  title: "Meet the Team",
  text: "These four people answer for every Kovira Labs engagement. You will meet at least two of them before work begins, and they join your steering calls for as long as the project runs.",
} satisfies SectionIntro;

export const teamMembers = [
  {
    id: "nandini-rao",
    name: "Nandini Rao",
    role: "Co-founder & CEO",
    avatar: { id: "team/nandini-rao", alt: "Illustrated portrait of Nandini Rao" },
    about:
      "Nandini runs client relationships and company strategy, and still reads every statement of work before it is signed.",
    aboutLong:
      "Nandini began as a backend engineer at a payments company in Mumbai, working on UPI settlement and daily reconciliation. She then spent six years with a product consultancy in London, first leading delivery for retail banks and later setting up its India office. In 2019 she co-founded Kovira Labs with Arjun to build a services firm where the people who sell the work also answer for it. She studied computer science at an engineering college in Karnataka and mentors first-time founders in Bengaluru.",
    quote: "A good engagement ends with your team owning the product, not depending on us for it.",
    signature: "signatures/nandini-rao",
    socials: [
      { label: "LinkedIn", href: "https://www.linkedin.com/in/nandini-rao-kovira" },
      { label: "X", href: "https://x.com/nandinirao_kovira" },
    ],
  },
  {
    id: "arjun-kulkarni",
    name: "Arjun Kulkarni",
    role: "Co-founder & CTO",
    avatar: { id: "team/arjun-kulkarni", alt: "Illustrated portrait of Arjun Kulkarni" },
    about:
      "Arjun sets engineering standards across projects, reviews the architecture of every new engagement and still writes code most weeks.",
    aboutLong:
      "Arjun spent his early career on search and recommendations at an e-commerce marketplace in Bengaluru, where he led twelve engineers through a move from a monolith to services on Kubernetes. He then joined a logistics start-up in Gurugram as principal engineer, owning route optimisation and the data platform behind it. At Kovira Labs he chairs the architecture review, runs the internal engineering guild and keeps a close watch on cloud bills. Outside work he maintains a handful of open-source Terraform modules.",
    quote: "Boring technology, clearly documented, is usually the right choice for a product that has to last.",
    signature: "signatures/arjun-kulkarni",
    socials: [
      { label: "LinkedIn", href: "https://www.linkedin.com/in/arjun-kulkarni-kovira" },
      { label: "GitHub", href: "https://github.com/arjun-kulkarni-kovira" },
      { label: "X", href: "https://x.com/arjunk_kovira" },
    ],
  },
  {
    id: "meera-iyer",
    name: "Meera Iyer",
    role: "Head of Design",
    avatar: { id: "team/meera-iyer", alt: "Illustrated portrait of Meera Iyer" },
    about:
      "Meera leads research and product design, and makes sure every interface we ship is tested with the people who will use it.",
    aboutLong:
      "Meera trained as an industrial designer before moving into digital products at a design agency in Pune, where she shaped banking and insurance apps for first-time smartphone users. She went on to lead design at a health-tech start-up in Chennai, building patient and clinician apps in four Indian languages. Since joining Kovira Labs in 2020 she has built our design-system practice and our accessibility reviews against WCAG 2.2. She still runs much of our field research in tier-2 and tier-3 towns herself.",
    quote: "If a field agent cannot finish the flow on a budget phone in bright sunlight, the design is not done.",
    signature: "signatures/meera-iyer",
    socials: [
      { label: "LinkedIn", href: "https://www.linkedin.com/in/meera-iyer-kovira" },
      { label: "Dribbble", href: "https://dribbble.com/meera-iyer-kovira" },
    ],
  },
  {
    id: "farhan-siddiqui",
    name: "Farhan Siddiqui",
    role: "Head of Delivery",
    avatar: { id: "team/farhan-siddiqui", alt: "Illustrated portrait of Farhan Siddiqui" },
    about:
      "Farhan runs delivery across all client projects, from staffing and sprint planning to release schedules and monthly status reviews.",
    aboutLong:
      "Farhan started as a QA engineer at an IT services firm in Hyderabad, testing core banking software for lenders in the Gulf. Over nine years there he moved into project management and ran a 40-person programme for an insurer in Dubai. Before joining Kovira Labs in 2021 he was delivery manager at a SaaS company in Bengaluru that sells property management software to hotel chains across South-East Asia. He introduced our fortnightly demo cadence and the risk register that every client can read at any time.",
    quote: "No client should learn about a slipped date from the release notes.",
    signature: "signatures/farhan-siddiqui",
    socials: [
      { label: "LinkedIn", href: "https://www.linkedin.com/in/farhan-siddiqui-kovira" },
      { label: "X", href: "https://x.com/farhan_kovira" },
    ],
  },
] satisfies z.input<typeof teamMemberSchema>[];

export const testimonialSection = {
  eyebrow: "Client voices",
  title: "What clients say about working with us",
  text: "These quotes come from people who hired us and agreed to be quoted by name. Their employers are described rather than named, at their request.",
} satisfies SectionIntro;

export const testimonials = [
  {
    quote:
      "Kovira Labs rebuilt our loan origination flow while we kept disbursing every single day. Their engineers had read the RBI digital lending guidelines before we raised them, and it showed during our audit. Two years on, we still work with the same team.",
    name: "Priya Chandrasekhar",
    designation: "VP Product, a digital lender in Bengaluru",
    src: { id: "testimonials/priya-chandrasekhar", alt: "Illustrated portrait of Priya Chandrasekhar" },
  },
  {
    quote:
      "We needed someone to take over a tangled Node.js codebase without a six-week discovery phase. Arjun's team had CI running and a written risk list by the end of week two. Their fortnightly demo is the most useful meeting in my calendar.",
    name: "Daniel Okafor",
    designation: "CTO, a logistics software company in London",
    src: { id: "testimonials/daniel-okafor", alt: "Illustrated portrait of Daniel Okafor" },
  },
  {
    quote:
      "Meera's designers spent a week at two of our hotels watching front-desk staff before they sketched a single screen. The booking tool they produced is the first one our new hires learn without a manual. They also argued us out of features we did not need, which kept the budget honest.",
    name: "Sofia Lindqvist",
    designation: "Head of Digital, a hotel group in Stockholm",
    src: { id: "testimonials/sofia-lindqvist", alt: "Illustrated portrait of Sofia Lindqvist" },
  },
  {
    quote:
      "Our stores ran on three systems that never agreed on stock. Kovira Labs joined POS, warehouse and online orders into one view that store managers now check each morning. When a sync job failed during the Diwali rush, their on-call engineer fixed it before anyone on our side noticed.",
    name: "Rahul Bhatia",
    designation: "Director of Operations, a retail chain in Pune",
    src: { id: "testimonials/rahul-bhatia", alt: "Illustrated portrait of Rahul Bhatia" },
  },
] satisfies z.input<typeof testimonialSchema>[];

export const clientsLabel = "Trusted by teams across finance, health, retail and the public sector";

export const clients = [
  "Velora Finance",
  "Trellis Health",
  "Monsoon Foods",
  "Quarry & Co",
  "Orbitra Telecom",
  "Harvestline",
  "Kestrel Retail",
  "Lumen Transit",
  "Sable Hotels",
  "Axiom Learning",
] satisfies string[];

export const slogans = [
  "Design with intent",
  "Ship in small steps",
  "Measure what matters",
  "Secure by default",
  "Plain code, clear docs",
  "Built to be handed over",
] satisfies string[];

export const ctaBand = {
  title: "Tell us what you are building",
  text: "Book a 30-minute call with a senior engineer. You will get a straight view of scope, risks and whether we are the right team, even when the answer is no.",
} satisfies Band;

/** The tech-stack section's cards, in order. */
export const techStack = [
  "react", "nextjs", "typescript", "nodejs", "express", "postgresql", "mongodb", "redis",
  "docker", "kubernetes", "aws", "tailwindcss", "vite", "prisma", "graphql",
] as const satisfies readonly Technology[];
