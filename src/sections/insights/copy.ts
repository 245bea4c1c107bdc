/** The words of the Insights pages that are not articles. */
export const INSIGHTS_COPY = {
  title: "Insights",
  heading: "Notes from the engineering floor",
  description:
    "Articles by the Kovira Labs team on lending rules as tests, payment reconciliation, migrations, AI evaluation, cloud cost and field apps.",
  intro:
    "What we have learnt building lending platforms, payment flows, data estates and field apps for our clients, written by the leaders who answer for that work.",
  feedTitle: "Kovira Labs Insights",
  homeEyebrow: "Insights",
  homeTitle: "How we think about the work",
  homeText: "Recent articles by the leaders who answer for the work, each on a problem we met in a client's project.",
  homeLink: "All insights",
} as const;

/** A topic page's title, heading, summary and introduction. */
export function tagPageCopy(label: string, count: number) {
  const articles = count === 1 ? "one article" : `${count} articles`;
  return {
    title: `${label} insights`,
    heading: `Articles on ${label}`,
    description: `${label}: ${articles} from the Kovira Labs team, with the mechanisms, trade-offs and mistakes we have seen in client work.`,
    intro: `Everything we have written on ${["AI", "DevOps"].includes(label) ? label : label.toLowerCase()}, newest first, each from a problem we met in client work.`,
  };
}
