import type { PageContentInput } from "../schema";

export default {
  slug: "managed-devops",
  title: "Managed DevOps",
  subtitle:
    "We run your delivery pipeline and production platform so your engineers spend their week on the product. On-call, patching and releases follow written SLOs that you sign off.",
  summary: "CI/CD, Kubernetes operations and on-call cover run against SLOs you agree",
  metaDescription:
    "Kovira Labs runs your CI/CD pipelines, Kubernetes clusters, observability and on-call support, measured against SLOs and error budgets.",
  icon: "infinity",
  heroImage: {
    id: "products/managed-devops/hero",
    alt: "Site reliability engineer watching service health graphs during a production release",
  },
  heroBackground: {
    type: "gif",
    src: "hero-loop",
    still: {
      id: "media/hero-loop-still",
      alt: "Deployment pipeline with build, test and release stages lit in sequence",
    },
  },
  heroOverlay: "dark",
  sections: [
    {
      id: "ci-cd-pipelines",
      title: "Releases that are boring on purpose",
      content:
        "We build pipelines in GitHub Actions, GitLab CI or Jenkins that take every merge from build to production through identical steps. Unit and integration tests, container image scanning and dependency checks run before anything is deployed. Production rollouts use canary or blue-green strategies through Argo CD and Argo Rollouts, reverting on their own when error rates climb. The aim is many small deploys a week rather than one nervous release a month.",
      image: {
        id: "products/managed-devops/section-1",
        alt: "Pipeline run view with test, scan and canary stages passing one after another",
      },
      imagePosition: "right",
      features: [
        "Pipelines in GitHub Actions, GitLab CI or Jenkins",
        "Container image scanning with Trivy before deploys",
        "GitOps delivery to clusters through Argo CD",
        "Canary rollouts that revert on rising errors",
        "Signed build artefacts with software bills of materials",
      ],
    },
    {
      id: "platform-operations",
      title: "Kubernetes and the work around it",
      content:
        "Running a cluster is mostly unglamorous work: version upgrades, node patching, certificate renewals and keeping Helm charts current. We take that on for EKS, GKE, AKS or self-managed clusters, against a maintenance calendar you can see. Secrets live in Vault or the provider's secret manager, never in a repository. We restore backups in a drill every quarter, because an untested backup is only a hope.",
      image: {
        id: "products/managed-devops/section-2",
        alt: "Maintenance calendar listing cluster upgrades and a quarterly backup restore drill",
      },
      imagePosition: "left",
      features: [
        "Scheduled version upgrades for EKS, GKE and AKS",
        "Node and OS patching on a published calendar",
        "Secrets held in Vault or cloud secret managers",
        "Quarterly restore drills for databases and volumes",
        "Automated certificate renewal through cert-manager",
      ],
    },
    {
      id: "observability-and-on-call",
      title: "On-call measured by SLOs",
      content:
        "We agree service level objectives with you for the journeys that matter, such as checkout success or p95 API latency, and track each one against an error budget. Metrics, logs and traces flow through OpenTelemetry into Prometheus and Grafana, Datadog or the stack you already pay for. Alerts fire on symptoms a user would notice, which keeps the pager quiet at 3 a.m. unless something is genuinely wrong. Every significant incident ends in a blameless review whose actions have owners and dates.",
      image: {
        id: "products/managed-devops/section-3",
        alt: "Grafana panel showing an SLO burn-rate chart next to the remaining error budget",
      },
      imagePosition: "right",
      features: [
        "SLOs and error budgets per user journey",
        "OpenTelemetry instrumentation for metrics, logs and traces",
        "Symptom-based alerting that keeps pagers quiet",
        "On-call rotations backed by written runbooks",
        "Blameless post-incident reviews with tracked actions",
      ],
    },
  ],
  blockquote: {
    title: "Error budgets settle arguments",
    content:
      "While a service stays inside its budget, features ship; once the budget is spent, reliability work goes first. Both sides agree to that rule before any release goes out.",
  },
} satisfies PageContentInput;
