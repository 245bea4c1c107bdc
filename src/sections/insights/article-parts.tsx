import ArrowRight from "lucide-react/icons/arrow-right";
import { Picture } from "~/components/ui/picture";
import type { Insight } from "~/content/insights";
import type { NavLink } from "~/content/navigation";
import { paths } from "~/lib/paths";
import { Byline } from "./byline";
import { formatDate, isoDate } from "./format";
import { InsightCard } from "./insight-card";

/** An author's portrait is drawn at most 80 px wide: 320 px covers a screen of four times the density. */
const AVATAR_LARGEST = 320;

/** The top of an article: where it sits, its title and summary, who wrote it and when, its picture. */
export function ArticleHeader({ insight }: { insight: Insight }) {
  return (
    <header className="border-b border-line bg-surface-raised pt-12 pb-10 sm:pt-16">
      <div className="container-page">
        {/* Where the article sits, a slash between the crumbs, unspoken. */}
        <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href={paths.insights} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Insights
              </a>
            </li>
            <li>
              <span aria-hidden="true" className="mr-2">
                /
              </span>
              <a href={insight.tags[0]!.href} className="underline-offset-4 hover:underline">
                {insight.tags[0]!.label}
              </a>
            </li>
          </ol>
        </nav>
        <h1 className="mt-6 max-w-4xl text-display-lg font-semibold text-balance">{insight.title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-600">{insight.description}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <div className="flex items-center gap-3">
            <Picture image={insight.author.avatar} sizes="48px" largest={AVATAR_LARGEST} className="block size-12 shrink-0 overflow-hidden rounded-full bg-ink-100" fill />
            <p className="text-sm leading-tight">
              <span className="block font-semibold text-ink-900">{insight.author.name}</span>
              <span className="text-ink-600">{insight.author.role}</span>
            </p>
          </div>
          <Byline className="text-sm text-ink-600">
            <time dateTime={isoDate(insight.published)}>{formatDate(insight.published)}</time>
            {insight.updated && (
              <span>
                Updated <time dateTime={isoDate(insight.updated)}>{formatDate(insight.updated)}</time>
              </span>
            )}
            <span>{`${insight.readingMinutes} min read`}</span>
          </Byline>
        </div>
        {insight.updated && insight.whatChanged && (
          <p className="mt-4 max-w-3xl text-sm leading-relaxed text-ink-600">
            <span className="font-semibold text-ink-900">{`What changed on ${formatDate(insight.updated)}: `}</span>
            {insight.whatChanged}
          </p>
        )}
        <ul aria-label="Topics" className="mt-6 flex flex-wrap gap-2">
          {insight.tags.map((tag) => (
            <li key={tag.tag}>
              <a href={tag.href} className="inline-flex min-h-9 items-center rounded-pill bg-brand-50 px-3 text-xs font-semibold tracking-wide text-brand-700 hover:bg-brand-100">
                {tag.label}
              </a>
            </li>
          ))}
        </ul>
        <Picture
          image={insight.image}
          sizes="(min-width: 1280px) 1200px, 100vw"
          priority
          className="mt-10 block aspect-[16/9] max-h-[34rem] w-full overflow-hidden rounded-[1.5rem] bg-ink-100 sm:aspect-[21/9]"
          fill
        />
      </div>
    </header>
  );
}

export type TocHeading = { depth: number; slug: string; text: string };

/** The article's sections, for long articles; headings carry their own anchor links too. */
export function ArticleContents({ headings }: { headings: TocHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-card border border-line bg-surface-raised p-6">
      <h2 id="toc-title" className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">
        On this page
      </h2>
      <ol className="mt-3 grid gap-2 text-[0.95rem]">
        {headings.map((heading) => (
          <li key={heading.slug}>
            <a href={`#${heading.slug}`} className="text-ink-700 underline-offset-4 hover:text-brand-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function RelatedGroup({ heading, links }: { heading: string; links: NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">{heading}</h3>
      <ul className="mt-3 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            {/* The title on its own line with an arrow, the summary under it. */}
            <a
              href={link.href}
              className="group block rounded-xl border border-line bg-surface p-4 text-sm leading-relaxed text-ink-600 transition-colors hover:border-brand-300"
            >
              <b className="mb-1 flex items-center justify-between gap-3 text-base leading-normal font-semibold text-ink-900">
                {link.title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
              </b>
              {` ${link.description}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After the article: its author, the pages it concerns, and more to read. */
export function ArticleFooter({ insight, more }: { insight: Insight; more: Insight[] }) {
  const { related } = insight;
  const hasRelated = related.industries.length + related.capabilities.length + related.cases.length > 0;
  return (
    <>
      <aside aria-label="About the author" className="mt-16 flex flex-col gap-5 rounded-card bg-surface-raised p-6 sm:flex-row sm:p-8">
        <Picture image={insight.author.avatar} sizes="80px" largest={AVATAR_LARGEST} className="block size-20 shrink-0 overflow-hidden rounded-full bg-ink-100" fill />
        <div>
          <p className="text-sm text-ink-600">Written by</p>
          <p className="mt-1 font-display text-xl font-semibold">{insight.author.name}</p>
          <p className="text-sm font-medium text-brand-700">{insight.author.role}</p>
          <p className="mt-3 leading-relaxed text-ink-700">{insight.author.about}</p>
          <a href="/#team-title" className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            Meet the team
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </div>
      </aside>
      {hasRelated && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-semibold">
            Where this applies
          </h2>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <RelatedGroup heading="Industries" links={related.industries} />
            <RelatedGroup heading="Capabilities" links={related.capabilities} />
            <RelatedGroup heading="Case studies" links={related.cases} />
          </div>
        </section>
      )}
      {more.length > 0 && (
        <section aria-labelledby="more-title" className="mt-16">
          <h2 id="more-title" className="text-2xl font-semibold">
            More insights
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {more.map((other) => (
              <li key={other.slug} className="flex">
                <InsightCard insight={other} headingLevel="h3" className="w-full" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Articles that share most topics with this one, then the newest. */
export function moreInsights(insight: Insight, all: Insight[], count = 2): Insight[] {
  const tags = new Set(insight.tags.map((tag) => tag.tag));
  return all
    .filter((other) => other.slug !== insight.slug)
    .map((other, index) => ({ other, shared: other.tags.filter((tag) => tags.has(tag.tag)).length, index }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
