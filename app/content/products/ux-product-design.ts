import type { PageContentInput } from "../schema";

export default {
  slug: "ux-product-design",
  title: "UX & Product Design",
  subtitle:
    "Our designers sit with the engineers who build their work, so research, flows and interface decisions survive real constraints. You get designs that ship as specified, not just pictures.",
  summary: "Research, interaction design and design systems that engineers can build as drawn",
  metaDescription:
    "UX and product design at Kovira Labs: user research, prototyping, WCAG 2.2 accessibility and design systems built on tokens shared by Figma and code.",
  icon: "pen-tool",
  heroImage: {
    id: "products/ux-product-design/hero",
    alt: "Designer arranging mobile app wireframes on a large monitor beside printed user journeys",
  },
  heroBackground: { type: "default" },
  heroOverlay: "light",
  sections: [
    {
      id: "user-research",
      title: "Research with the people who use it",
      content:
        "We talk to your users before sketching screens: loan officers, nurses, warehouse pickers or shoppers, depending on who the product serves. Interviews, contextual observation and a read through support tickets reveal where the current experience costs people time. For products used across India we test in the languages and on the mid-range Android phones your users actually carry. Findings come back as a short report with clips and quotes, ranked by how often each problem appears.",
      image: {
        id: "products/ux-product-design/section-1",
        alt: "Researcher observing a field agent completing a form on a budget Android phone",
      },
      imagePosition: "right",
      features: [
        "User interviews and on-site contextual observation",
        "Support-ticket and session-recording analysis",
        "Testing on mid-range Android phones and slow networks",
        "Multilingual research in Hindi, Kannada, Tamil and more",
        "Findings ranked by frequency and severity",
      ],
    },
    {
      id: "interaction-design",
      title: "Flows tested before they are built",
      content:
        "We design the journey first and the screens second, moving from user flows through wireframes to interactive prototypes in Figma. Each prototype goes in front of five to eight target users before engineering starts, which is cheaper than learning the same lesson after launch. Accessibility belongs in the spec rather than in a late audit: we design to WCAG 2.2 AA, covering focus order, target sizes and contrast. Empty, error and loading states are drawn alongside the happy path.",
      image: {
        id: "products/ux-product-design/section-2",
        alt: "Figma canvas with a checkout flow, its error states and accessibility annotations",
      },
      imagePosition: "left",
      features: [
        "Task flows and wireframes before visual polish",
        "Clickable Figma prototypes tested with target users",
        "WCAG 2.2 AA contrast, focus and target sizes",
        "Designed empty, error and loading states",
        "Annotated handoff specs for edge cases",
      ],
    },
    {
      id: "design-systems",
      title: "A design system engineers actually use",
      content:
        "A component library helps only if the code matches the drawings. We define design tokens for colour, type, spacing and motion once, then export them to Figma variables and to CSS or platform code with Style Dictionary. Components are built in React, Flutter or native toolkits and documented in Storybook with usage notes and keyboard behaviour. Visual regression tests catch unintended changes before they reach a release. Governance stays light: a contribution process plus one accountable person on your team.",
      image: {
        id: "products/ux-product-design/section-3",
        alt: "Storybook page documenting a button component with its token values and states",
      },
      imagePosition: "right",
      features: [
        "Design tokens shared between Figma and code",
        "Token export pipelines built on Style Dictionary",
        "Storybook documentation with accessibility notes",
        "Visual regression tests on every pull request",
        "Contribution guidelines with one accountable system owner",
      ],
    },
  ],
} satisfies PageContentInput;
