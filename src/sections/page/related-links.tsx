import ArrowRight from "lucide-react/icons/arrow-right";
import { Container } from "~/components/ui/container";
import { NavItemBody } from "~/components/layout/nav-item";
import type { NavLink } from "~/content";

/** A page as a card's content: icon, title, summary, then "Read more". */
export function PageLinkBody({ link }: { link: NavLink }) {
  return (
    <>
      <NavItemBody item={link} />
      <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        Read more
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </>
  );
}

export function RelatedLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <section aria-labelledby="related-title" className="border-t border-line py-16 sm:py-20">
      <Container>
        <h2 id="related-title" className="text-3xl font-semibold">
          {title}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="group flex h-full flex-col justify-between gap-6 rounded-card border border-line bg-surface-raised p-6 shadow-soft transition-shadow hover:shadow-lift"
              >
                <PageLinkBody link={link} />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
