import type { PageContentInput } from "../schema";

export default {
  slug: "product-modernization",
  title: "Product Modernization",
  subtitle:
    "We move ageing products onto current stacks without a risky rewrite, and your customers stay served throughout. Old and new run side by side until the old code has nothing left to do.",
  summary: "Incremental replacement of legacy systems using the strangler-fig pattern",
  metaDescription:
    "Kovira Labs modernises legacy products step by step: codebase assessment, strangler-fig migration, tests before changes and data moved without downtime.",
  icon: "refresh-cw",
  heroImage: {
    id: "products/product-modernization/hero",
    alt: "Legacy application screen and its redesigned replacement shown side by side",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "products/product-modernization/hero",
      alt: "Old and new versions of the same business application placed next to each other",
    },
  },
  heroOverlay: "secondary",
  sections: [
    {
      id: "codebase-assessment",
      title: "Know what you have before changing it",
      content:
        "We start by reading the code and watching the runtime, not by trusting an architecture diagram from five years ago. Static analysis, dependency audits and production traces show which modules are hot, which are dead and which hold business rules nobody has written down. We flag end-of-life risks such as PHP 5 or .NET Framework runtimes and libraries with published CVEs. You receive a written assessment with a sequenced plan and the cost of leaving each part alone.",
      image: {
        id: "products/product-modernization/section-1",
        alt: "Dependency graph of a legacy codebase with outdated modules marked in orange",
      },
      imagePosition: "right",
      features: [
        "Static analysis and dependency vulnerability audit",
        "Production tracing to find hot and dead code",
        "End-of-life runtime and framework inventory",
        "Extraction of undocumented business rules",
        "Sequenced plan with the cost of inaction",
      ],
    },
    {
      id: "strangler-fig-migration",
      title: "Replace the system route by route",
      content:
        "Full rewrites tend to stall halfway while the old system keeps changing underneath them. We put a routing layer in front of the legacy application and move capabilities across one by one, following the strangler-fig pattern. Characterisation tests pin down current behaviour before we touch it, and feature flags let us shift traffic gradually and reverse quickly. Each slice goes live on its own, so value arrives every few weeks instead of at the end.",
      image: {
        id: "products/product-modernization/section-2",
        alt: "Diagram of a routing facade sending some requests to a new service and the rest to the legacy app",
      },
      imagePosition: "left",
      features: [
        "Routing facade in front of the legacy app",
        "Characterisation tests capturing current behaviour",
        "Feature flags for gradual traffic shifting",
        "Anti-corruption layer between old and new models",
        "Independently releasable migration slices",
      ],
    },
    {
      id: "data-migration",
      title: "Move the data without a freeze",
      content:
        "The database is usually the hardest part to modernise, because everything reads from it. We keep old and new schemas in sync with dual writes or change data capture while both are live, and nightly jobs compare records between them. Schema changes follow the expand-and-contract pattern so nothing breaks mid-deploy. Legacy tables are retired only after reconciliation has run clean for a period we agree with you upfront.",
      image: {
        id: "products/product-modernization/section-3",
        alt: "Reconciliation report listing matched and mismatched records between two databases",
      },
      imagePosition: "right",
      features: [
        "Dual writes or CDC during the transition",
        "Nightly reconciliation reports between old and new",
        "Expand-and-contract schema changes without downtime",
        "Agreed retirement criteria for legacy tables",
      ],
    },
  ],
  blockquote: {
    title: "Rewrites are the riskiest option",
    content:
      "A ground-up rewrite asks you to stop improving the product for a year and bet on the result. We would rather replace it piece by piece while it keeps earning.",
  },
} satisfies PageContentInput;
