import type { PageContentInput } from "../schema";

export default {
  slug: "cloud-engineering",
  title: "Cloud Engineering",
  subtitle:
    "We design, migrate and run workloads on AWS, Google Cloud and Azure with infrastructure as code from day one. You get environments you can rebuild, audit and afford.",
  summary: "Landing zones, migrations and cost control on AWS, Google Cloud and Azure",
  metaDescription:
    "Cloud engineering by Kovira Labs: Terraform landing zones, phased migrations out of data centres, and FinOps practices that keep your monthly bill explainable.",
  icon: "cloud",
  heroImage: {
    id: "products/cloud-engineering/hero",
    alt: "Architecture diagram of a multi-account cloud network drawn on a glass wall",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "products/cloud-engineering/hero",
      alt: "Cloud network diagram of several accounts sketched on a glass wall",
    },
  },
  heroOverlay: "primary",
  sections: [
    {
      id: "landing-zones",
      title: "Foundations before workloads",
      content:
        "Every engagement starts with a landing zone: separate accounts or projects for production, staging and shared services, central logging, and guardrails written as policy. We define it in Terraform or OpenTofu and review changes through pull requests like any other code. Identity runs through your SSO with least-privilege roles and short-lived credentials, so nobody keeps long-lived access keys on a laptop. Network layout, CIDR ranges and DNS are planned for the next three years, not just the first service.",
      image: {
        id: "products/cloud-engineering/section-1",
        alt: "Diagram of production, staging and shared-services accounts under one cloud organisation",
      },
      imagePosition: "right",
      features: [
        "Multi-account structure with organisation-level guardrails",
        "Terraform or OpenTofu modules under code review",
        "SSO-backed roles with short-lived credentials",
        "Centralised audit logs in a locked account",
        "CIDR and DNS plans sized for growth",
      ],
    },
    {
      id: "cloud-migration",
      title: "Migrate in waves, not in one weekend",
      content:
        "We inventory what runs in your data centre or on rented servers and sort each workload by the 6 Rs: rehost, replatform, refactor, repurchase, retain or retire. Low-risk services move first, so your team learns the new platform before critical systems follow. Databases migrate through replication and a rehearsed cutover, and every wave has a tested way back. For regulated workloads we keep data in Indian regions where RBI or SEBI rules require local storage.",
      image: {
        id: "products/cloud-engineering/section-2",
        alt: "Migration board grouping servers into waves with dependencies drawn between them",
      },
      imagePosition: "left",
      features: [
        "Workload inventory classified by the 6 Rs",
        "Wave plans ordered by risk and dependency",
        "Database replication with rehearsed cutover windows",
        "Documented rollback for every migration wave",
        "Data residency in Indian regions where required",
      ],
    },
    {
      id: "finops-cost-control",
      title: "A bill you can explain line by line",
      content:
        "Cloud costs drift when nobody owns them. We enforce tags for team, environment and product at deploy time, then build cost reports that map spend back to those owners. Rightsizing, off-hours schedules for non-production and Savings Plans or committed-use discounts follow from measured usage rather than guesses. Each month you get a short written review of what moved and why. Where a managed service costs more than it saves you, we say so plainly.",
      image: {
        id: "products/cloud-engineering/section-3",
        alt: "Monthly cloud cost report broken down by team and environment tags",
      },
      imagePosition: "right",
      features: [
        "Tagging policies enforced in the deploy pipeline",
        "Cost allocation by team, product and environment",
        "Rightsizing from actual CPU and memory usage",
        "Night and weekend shutdown for non-production",
        "Commitment planning for Savings Plans and CUDs",
      ],
    },
  ],
} satisfies PageContentInput;
