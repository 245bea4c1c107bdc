import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { paths } from "~/lib/paths";

/** The top of a company page: its title and subtitle over a raised band. */
export function CompanyHeader({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-surface-raised py-16 sm:py-20">
      <Container className="max-w-5xl">
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-4 text-display-lg font-semibold">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-600">{subtitle}</p>
        {children}
      </Container>
    </header>
  );
}

/** One titled block of a company page; `id` makes it a link target and names its heading. */
export function CompanySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-16 scroll-mt-28 sm:mt-20">
      <h2 id={`${id}-heading`} className="text-display-md font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-4 max-w-3xl text-[1.0625rem] leading-[1.75] text-ink-700">
      {paragraph}
    </p>
  ));
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid max-w-3xl list-disc gap-2 pl-6 text-[1.0625rem] leading-[1.7] text-ink-700 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The way on from a company page: its sibling page and the two forms' own pages. */
export function CompanyNextSteps({ sibling }: { sibling: { href: string; label: string } }) {
  const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";
  return (
    <aside aria-label="Next steps" className="mt-20 rounded-card border border-line bg-surface-raised p-6 shadow-soft sm:p-8">
      <p className="text-lg leading-relaxed text-ink-700">
        Read on in{" "}
        <a href={sibling.href} className={linkClass}>
          {sibling.label}
        </a>
        , or talk to us: use{" "}
        <a href={paths.bookMeeting} className={linkClass}>
          Book a Meeting
        </a>{" "}
        to pick a time with a senior engineer, or{" "}
        <a href={paths.connect} className={linkClass}>
          Connect
        </a>{" "}
        to leave a number we will call.
      </p>
    </aside>
  );
}
