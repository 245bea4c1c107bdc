import { cardVariants } from "~/components/ui/card";
import { CardLink } from "~/components/ui/card-link";
import { CardPicture } from "~/components/ui/picture";
import type { Insight } from "~/content/insights";
import { cn } from "~/lib/cn";
import { Byline } from "./byline";
import { formatDate, isoDate } from "./format";

type InsightCardProps = {
  insight: Pick<Insight, "href" | "title" | "description" | "image" | "tags" | "author" | "published" | "updated" | "readingMinutes">;
  /** The heading level the card's title takes on its page. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/** An article as a card: picture, topics, title (the link), summary, then its byline at the foot, with the date of its last update where it has one. */
export function InsightCard({ insight, headingLevel: Heading = "h2", className }: InsightCardProps) {
  return (
    <article className={cardVariants({ variant: "outline", interactive: "shadow", className: cn("group shadow-[0_1px_2px_rgb(15_23_42/0.04)]", className) })}>
      <CardPicture
        image={insight.image}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{insight.tags.map((tag) => tag.label).join(" · ")}</p>
        <Heading className="mt-3 text-xl leading-snug font-semibold text-balance">
          {/* The whole card is the link's target area; the title is its name. */}
          <CardLink href={insight.href}>{insight.title}</CardLink>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-600">{insight.description}</p>
        <Byline className="mt-auto pt-6 text-sm text-ink-600">
          <span className="font-medium text-ink-800">{insight.author.name}</span>
          <time dateTime={isoDate(insight.published)}>{formatDate(insight.published)}</time>
          {insight.updated && (
            <span>
              Updated <time dateTime={isoDate(insight.updated)}>{formatDate(insight.updated)}</time>
            </span>
          )}
          <span>{`${insight.readingMinutes} min read`}</span>
        </Byline>
      </div>
    </article>
  );
}
