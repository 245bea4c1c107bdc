import type { LegalPageInput } from "../schema";

export default {
  slug: "security",
  title: "Security at Kovira Labs",
  subtitle: "How we protect the code, data and systems clients trust us with, and how to report a vulnerability to us.",
  metaDescription:
    "Kovira Labs security practices for client projects, plus our responsible disclosure policy: how to report, response times, safe harbour and scope.",
  updated: "2026-11-01",
  sections: [
    {
      id: "our-approach",
      heading: "Our approach",
      paragraphs: [
        "Security is part of how every project is planned and built, not a review bolted on before launch.",
        "The practices below apply to all Kovira Labs staff and contractors, and a client contract can add stricter controls.",
      ],
    },
    {
      id: "protecting-data",
      heading: "Protecting data",
      paragraphs: [
        "Data moving between users, services and our team is encrypted with TLS 1.2 or later.",
        "Databases, backups and storage buckets that we manage are encrypted at rest, with keys held in the cloud provider's key management service.",
        "Staff laptops are company-managed, use full-disk encryption and lock automatically when left idle.",
      ],
    },
    {
      id: "access-and-least-privilege",
      heading: "Access and least privilege",
      paragraphs: [
        "Each person gets the narrowest access their current task needs, through a named account protected by multi-factor authentication.",
        "We never share credentials, and secrets live in a vault or the cloud provider's secret manager rather than in code or chat.",
        "Team leads review access every quarter, and anyone who leaves a project loses access within one working day.",
      ],
    },
    {
      id: "client-projects",
      heading: "Access on client projects",
      paragraphs: [
        "Wherever possible we work inside accounts and repositories that the client owns, so the client can see and revoke our access at any time.",
        "Production data stays in production: development and test environments use masked or synthetic data unless the client approves otherwise in writing.",
        "Production access is limited to the engineers on call for that system, and those sessions are logged.",
      ],
    },
    {
      id: "secure-development",
      heading: "Secure development lifecycle",
      paragraphs: [
        "Security checks run at each stage of delivery, from the first design discussion through to release.",
      ],
      list: [
        "Threat modelling for new features that touch authentication, payments or personal data",
        "Peer review of every change by a second engineer before it is merged",
        "Automated scanning of dependencies and container images on every build",
        "Static analysis and secret detection in the CI pipeline",
        "Critical dependency vulnerabilities patched within seven days of a fix being available",
        "Infrastructure defined in Terraform and reviewed like application code",
      ],
    },
    {
      id: "reporting-a-vulnerability",
      heading: "Reporting a vulnerability",
      paragraphs: [
        "If you find a security weakness in a system we operate, please email security@kovira-labs.com before telling anyone else.",
        "Our contact details and preferred languages are also published at /.well-known/security.txt on this domain.",
        "A useful report includes the details below.",
      ],
      list: [
        "The URL, endpoint or component affected",
        "Clear steps to reproduce the issue, with any proof-of-concept code or requests",
        "What an attacker could achieve, in your assessment",
        "Screenshots or logs that help us confirm the finding",
        "How you would like to be credited, if at all",
      ],
    },
    {
      id: "response-times",
      heading: "What happens after you report",
      paragraphs: [
        "We acknowledge reports within two working days and send a first assessment, including severity, within five working days.",
        "We aim to fix critical issues within 14 days and others within 90 days, and we keep you informed of progress until the fix ships.",
        "Once the issue is resolved we are happy to agree a disclosure date with you and credit you publicly if you wish.",
        "We do not run a paid bug bounty programme at present.",
      ],
    },
    {
      id: "safe-harbour",
      heading: "Safe harbour",
      paragraphs: [
        "We will not pursue legal action or report you to the authorities for research that follows this policy in good faith.",
        "Good faith means you avoid privacy violations and service disruption, access only the data needed to demonstrate the issue, delete anything you obtained once you have reported it, and give us reasonable time to fix the problem before disclosure.",
      ],
    },
    {
      id: "scope",
      heading: "Scope",
      paragraphs: [
        "This policy covers this website and other systems that Kovira Labs itself operates.",
        "Systems we build or run for clients belong to those clients, so please report issues in them to the client directly, copying us if you wish.",
      ],
      list: [
        "Out of scope: denial-of-service or load testing",
        "Out of scope: social engineering, phishing or physical attacks on our staff and office",
        "Out of scope: spam or automated submissions through the contact forms",
        "Out of scope: missing security headers or best-practice findings with no demonstrated impact",
        "Out of scope: vulnerabilities in third-party services we use, which should go to their vendors",
      ],
    },
  ],
} satisfies LegalPageInput;
