import { CardLink } from "~/components/ui/card-link";
import { CardPicture } from "~/components/ui/picture";
import type { Insight } from "~/content/insights";
import { cn } from "~/lib/cn";
import { formatDate, isoDate } from "./format";

type InsightCardProps = {
  insight: Pick<Insight, "href" | "title" | "description" | "image" | "tags" | "author" | "published" | "readingMinutes">;
  /** The heading level the card's title takes on its page. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * An article as a card: picture, topics, title (the link), summary, author, date and reading time.
 * Its parts are named once in `app.css` (`.insight-card`): cards of it are on most pages.
 */
export function InsightCard({ insight, headingLevel: Heading = "h2", className }: InsightCardProps) {
  return (
    <article className={cn("group tile tile-lift insight-card", className)}>
      <CardPicture image={insight.image} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" />
      <div>
        <p className="eyebrow">{insight.tags.map((tag) => tag.label).join(" · ")}</p>
        <Heading>
          {/* The whole card is the link's target area; the title is its name. */}
          <CardLink href={insight.href}>{insight.title}</CardLink>
        </Heading>
        <p>{insight.description}</p>
        <p className="byline">
          <span>{insight.author.name}</span>
          <time dateTime={isoDate(insight.published)}>{formatDate(insight.published)}</time>
          <span>{`${insight.readingMinutes} min read`}</span>
        </p>
      </div>
    </article>
  );
}
