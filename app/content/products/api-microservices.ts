import type { PageContentInput } from "../schema";

export default {
  slug: "api-microservices",
  title: "APIs & Microservices",
  subtitle:
    "We design APIs contract-first and split systems into services only where a boundary earns its keep. Partners integrate faster, and your teams release without waiting on each other.",
  summary: "Contract-first APIs, sensible service boundaries and integrations that fail safely",
  metaDescription:
    "Kovira Labs designs contract-first APIs with OpenAPI, draws service boundaries from your domain and builds integrations with idempotency, retries and tracing.",
  icon: "network",
  heroImage: {
    id: "products/api-microservices/hero",
    alt: "Service dependency map with API gateways and message queues on a dark screen",
  },
  heroBackground: {
    type: "gradient",
    gradient: "linear-gradient(160deg, #070B17 0%, #0C1224 40%, #0B3A3A 75%, #0F5F58 100%)",
  },
  heroOverlay: "none",
  sections: [
    {
      id: "api-design",
      title: "Contracts first, code second",
      content:
        "We write the OpenAPI or AsyncAPI specification before the implementation and review it with the teams who will call it. Front-end and partner developers can then build against a mock server from week one. Conventions for pagination, error bodies, versioning and authentication are settled once and linted in CI with Spectral. Public APIs get OAuth 2.0 scopes, rate limits and a developer portal with examples that actually run.",
      image: {
        id: "products/api-microservices/section-1",
        alt: "OpenAPI specification open in an editor next to its rendered reference documentation",
      },
      imagePosition: "right",
      features: [
        "OpenAPI and AsyncAPI specs reviewed before coding",
        "Mock servers generated from the contract",
        "Spectral linting of API style rules in CI",
        "RFC 9457 problem details for error responses",
        "OAuth 2.0 scopes and per-client rate limits",
        "Developer portal with runnable request examples",
      ],
    },
    {
      id: "service-boundaries",
      title: "Split services where the domain splits",
      content:
        "Microservices solve team and scaling problems, and they charge for it in network hops, deployment overhead and harder debugging. We run domain-driven design workshops and event storming to find real boundaries, and often recommend a modular monolith until a module needs to scale or release independently. When services do separate, each owns its data and talks through explicit APIs or events on Kafka or a managed queue. Consumer-driven contract tests with Pact stop one team's change from breaking another team's deploy.",
      image: {
        id: "products/api-microservices/section-2",
        alt: "Event storming wall with orange domain events grouped into bounded contexts",
      },
      imagePosition: "left",
      features: [
        "Event storming to locate bounded contexts",
        "Modular monolith as a deliberate first step",
        "Database-per-service ownership with no shared tables",
        "Event streaming on Kafka or managed queues",
        "Consumer-driven contract tests with Pact",
      ],
    },
    {
      id: "resilient-integrations",
      title: "Integrations that fail safely",
      content:
        "Payment gateways, GST e-invoicing portals, logistics partners and core banking systems will time out, and your system has to cope when they do. We make write endpoints accept idempotency keys, so a retried payment request never charges a customer twice. Outbound calls use timeouts, retries with jittered backoff and circuit breakers, and failed messages land in a dead-letter queue that someone actually watches. Distributed tracing shows exactly where a slow request spent its time.",
      image: {
        id: "products/api-microservices/section-3",
        alt: "Trace waterfall of one API request fanning out to a payment gateway and two internal services",
      },
      imagePosition: "right",
      features: [
        "Idempotency keys on every write endpoint",
        "Retries with jittered exponential backoff",
        "Circuit breakers around third-party dependencies",
        "Monitored dead-letter queues with replay tooling",
        "Outbox pattern for reliable event publishing",
        "Distributed tracing across service hops",
      ],
    },
  ],
} satisfies PageContentInput;
