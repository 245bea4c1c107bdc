import type { PageContentInput } from "../schema";

export default {
  slug: "data-engineering-analytics",
  title: "Data Engineering & Analytics",
  subtitle:
    "We build the pipelines, models and dashboards that give finance, sales and operations the same number for the same question. All of it is tested, versioned and documented like application code.",
  summary: "Reliable pipelines, tested dbt models and dashboards your teams agree on",
  metaDescription:
    "Data engineering from Kovira Labs: CDC ingestion, dbt models with tests, a governed warehouse and dashboards designed around real decisions.",
  icon: "database",
  heroImage: {
    id: "products/data-engineering-analytics/hero",
    alt: "Data engineer studying a lineage graph of warehouse tables on a wide monitor",
  },
  heroBackground: {
    type: "image",
    image: {
      id: "products/data-engineering-analytics/hero",
      alt: "Wide monitor showing lineage between warehouse tables, with a data engineer reviewing it",
    },
  },
  heroOverlay: "gradient",
  sections: [
    {
      id: "ingestion-pipelines",
      title: "Pipelines that tell you when they break",
      content:
        "We pull data from your operational databases, SaaS tools and file drops into one warehouse, using change data capture with Debezium, or managed connectors such as Fivetran and Airbyte where they fit. Orchestration runs in Airflow or Dagster, with retries, backfills and alerts routed to the team that owns each source. Freshness and row-count checks run on every load. When an upstream schema changes, the pipeline stops and says so instead of quietly loading nulls.",
      image: {
        id: "products/data-engineering-analytics/section-1",
        alt: "Orchestration dashboard listing pipeline runs with one failed freshness check highlighted",
      },
      imagePosition: "right",
      features: [
        "Change data capture from PostgreSQL and MySQL",
        "Airflow or Dagster orchestration with backfills",
        "Freshness and volume checks on every load",
        "Schema-drift detection that halts bad loads",
        "Alert routing to the owning source team",
      ],
    },
    {
      id: "warehouse-modelling",
      title: "Models with tests and owners",
      content:
        "Raw tables become trusted ones through dbt models organised in staging, intermediate and mart layers. Every model carries tests for uniqueness, referential integrity and accepted values, plus a description and a named owner. Definitions such as net revenue or active customer live in a semantic layer, so each BI tool computes them identically. We choose between Snowflake, BigQuery, Redshift and Postgres based on your data volumes and team skills, and we write down why.",
      image: {
        id: "products/data-engineering-analytics/section-2",
        alt: "Code editor showing a dbt model beside its YAML tests and column descriptions",
      },
      imagePosition: "left",
      features: [
        "dbt staging, intermediate and mart layers",
        "Column-level tests and documented model owners",
        "Semantic layer for shared metric definitions",
        "Warehouse choice backed by a written decision record",
        "Incremental models to keep compute bills predictable",
      ],
    },
    {
      id: "analytics-and-reporting",
      title: "Dashboards built around a decision",
      content:
        "Before drawing a chart we ask who will look at it, how often, and what they will do differently afterwards. That question alone usually shrinks a long wish list to a handful of dashboards that get opened every week. We build them in Metabase, Superset, Power BI or Looker, with row-level security so a regional manager sees only their region. Where the same question recurs, a scheduled report or Slack alert often serves better than another screen. Access follows the DPDP Act, with personal fields masked by default.",
      image: {
        id: "products/data-engineering-analytics/section-3",
        alt: "Regional sales dashboard with a weekly trend line and a filter locked to one region",
      },
      imagePosition: "right",
      features: [
        "Decision-first dashboard briefs with named audiences",
        "Row-level security by region or business unit",
        "Threshold alerts delivered to Slack or email",
        "Masking of personal data under the DPDP Act",
        "Self-serve exploration on curated, documented marts",
      ],
    },
  ],
  blockquote: {
    title: "One definition per metric",
    content:
      "If finance and sales calculate revenue differently, no dashboard can reconcile them. We settle the definition in code before we draw the first chart.",
  },
} satisfies PageContentInput;
