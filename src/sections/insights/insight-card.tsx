import { CardLink } from "~/components/ui/card-link";
import { Picture } from "~/components/ui/picture";
import type { Insight } from "~/content/insights";
import { cn } from "~/lib/cn";
import { formatDate, isoDate } from "./format";

type InsightCardProps = {
  insight: Pick<Insight, "href" | "title" | "description" | "image" | "tags" | "author" | "published" | "readingMinutes">;
  /** The heading level the card's title takes on its page. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/** An article as a card: picture, topics, title (the link), summary, author, date and reading time. */
export function InsightCard({ insight, headingLevel: Heading = "h2", className }: InsightCardProps) {
  return (
    <article
      className={cn(
        "group tile tile-lift shadow-[0_1px_2px_rgb(15_23_42/0.04)]",
        className,
      )}
    >
      <Picture
        image={insight.image}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        largest={960}
        className="block aspect-[16/9] overflow-hidden bg-ink-100"
        fill
        imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="eyebrow">
          {insight.tags.map((tag) => tag.label).join(" · ")}
        </p>
        <Heading className="mt-3 text-xl leading-snug font-semibold text-balance">
          {/* The whole card is the link's target area; the title is its name. */}
          <CardLink href={insight.href}>{insight.title}</CardLink>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-600">{insight.description}</p>
        <p className="mt-auto pt-6 text-sm text-ink-600">
          <span className="font-medium text-ink-800">{insight.author.name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate(insight.published)}>{formatDate(insight.published)}</time>
          <span aria-hidden="true"> · </span>
          {insight.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}
