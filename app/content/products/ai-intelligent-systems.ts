import type { PageContentInput } from "../schema";

export default {
  slug: "ai-intelligent-systems",
  title: "AI & Intelligent Systems",
  subtitle:
    "We build machine-learning and LLM features that hold up in production: grounded in your data, measured against an evaluation set and cheap enough to run at volume. Where a rule or a SQL query would do the job better, we tell you.",
  summary: "LLM and machine-learning features, evaluated and guarded before any user sees them",
  metaDescription:
    "Kovira Labs builds production AI features: retrieval-augmented generation, classical ML on feature stores, evaluation harnesses and known cost per request.",
  icon: "brain",
  heroImage: {
    id: "products/ai-intelligent-systems/hero",
    alt: "Laptop screen showing an evaluation report that compares model answers with reference answers",
  },
  heroBackground: {
    type: "gradient",
    gradient:
      "radial-gradient(120% 120% at 85% 10%, #3B4BFF 0%, #2B2A7A 22%, #151C33 50%, #0C1224 72%, #070B17 100%)",
  },
  heroOverlay: "none",
  sections: [
    {
      id: "llm-applications",
      title: "LLM features grounded in your own data",
      content:
        "Most useful LLM work is retrieval, not clever prompting. We chunk and index your policies, manuals or support tickets in pgvector, OpenSearch or a managed vector store, and blend semantic with keyword search so exact product codes still match. Answers cite the passage they came from, and the assistant declines when retrieval finds nothing relevant. Prompts, model versions and retrieval settings are versioned together, so any answer can be reproduced later.",
      image: {
        id: "products/ai-intelligent-systems/section-1",
        alt: "Chat assistant answering a policy question with numbered citations to source documents",
      },
      imagePosition: "right",
      features: [
        "Hybrid semantic and keyword retrieval",
        "Source citations on every generated answer",
        "Refusal paths when retrieval confidence is low",
        "Versioned prompts, models and retrieval settings",
        "Redaction of personal data before model calls",
      ],
    },
    {
      id: "evaluation-and-guardrails",
      title: "Evaluate before you ship, and after",
      content:
        "We build an evaluation harness before the first demo: a few hundred real questions with reviewed answers, scored automatically and by your domain experts. Every prompt change or model upgrade runs against that set in CI, so regressions surface before users find them. In production we log inputs and outputs, sample them for human review and watch for drift. Guardrails screen for prompt injection, leaked personal data and off-topic requests, following the OWASP Top 10 for LLM applications.",
      image: {
        id: "products/ai-intelligent-systems/section-2",
        alt: "Table of evaluation scores for two prompt versions with failing cases flagged in red",
      },
      imagePosition: "left",
      features: [
        "Golden datasets reviewed by your domain experts",
        "Regression evaluations on every prompt change",
        "Human review queues for sampled production traffic",
        "Prompt-injection screening based on OWASP LLM guidance",
        "Per-request cost and latency tracking",
      ],
    },
    {
      id: "predictive-models",
      title: "Classical ML where it fits better",
      content:
        "Demand forecasting, churn scoring, fraud flags and document classification often work better with gradient-boosted trees than with a large language model, and they cost a fraction to run. We engineer features once in a feature store such as Feast, so training and serving read the same values. Models are tracked in MLflow, served behind a versioned API and monitored for drift in both inputs and outcomes. Retraining runs on a visible schedule, and a person approves each promotion to production.",
      image: {
        id: "products/ai-intelligent-systems/section-3",
        alt: "Forecast chart of weekly demand with a shaded confidence band over actual sales",
      },
      imagePosition: "right",
      features: [
        "Gradient-boosted models for tabular prediction",
        "Feast feature store shared by training and serving",
        "Experiment tracking and model registry in MLflow",
        "Drift monitoring on model inputs and outcomes",
        "Human approval gate before model promotion",
      ],
    },
  ],
  blockquote: {
    title: "No eval set, no launch",
    content:
      "We do not put a model in front of your customers until we can measure how often it is wrong. That number decides whether the feature goes live.",
  },
} satisfies PageContentInput;
