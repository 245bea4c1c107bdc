import type { NavLink, SiteNavigation } from "~/content";
import { fullAddress, site } from "~/content/site";
import { paths } from "~/lib/paths";
import { Container } from "~/components/ui/container";
import { SocialLinks } from "~/components/ui/social-links";
import type { LogoIcon } from "~/components/ui/brand-logo";
import { Logo } from "./logo";

const FOOTER_LINKS_PER_GROUP = 4;

/** A column of the footer: its first pages, then a line (`note`) ending on the link to all of them. */
function LinkGroup({ heading, links, note }: { heading: string; links: NavLink[]; note: { text?: string; href: string; label: string } }) {
  return (
    <nav aria-label={heading}>
      <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-300 uppercase">{heading}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-ink-100 transition-colors hover:text-white hover:underline">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 max-w-56 text-sm leading-relaxed text-ink-300">
        {note.text && `${note.text} `}
        <a href={note.href} className="text-ink-100 underline underline-offset-4 hover:text-white">
          {note.label}
        </a>
      </p>
    </nav>
  );
}

type FooterProps = {
  navigation: SiteNavigation;
  socials: { label: string; href: string; icon: LogoIcon }[];
  year: number;
  /** Where the case studies are (`workSectorsNote`), sectors without an industry page included. */
  workNote?: string;
};

export function Footer({ navigation, socials, year, workNote }: FooterProps) {
  return (
    <footer className="on-dark bg-ink-950 pt-20 pb-10 text-white">
      <Container>
        <div className="grid gap-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
          <div className="max-w-sm">
            <a href={paths.home} aria-label={site.name} className="inline-block text-white">
              <Logo className="h-8 w-auto" reuse />
            </a>
            <p className="mt-5 leading-relaxed text-ink-300">{`${site.tagline}.`}</p>
            <address className="mt-6 leading-relaxed text-ink-200 not-italic">
              {fullAddress}
              <a href={`mailto:${site.email}`} className="mt-2 block w-fit text-white underline-offset-4 hover:underline">
                {site.email}
              </a>
            </address>
            <SocialLinks owner={site.name} links={socials} tone="dark" className="mt-6" />
          </div>
          <LinkGroup
            heading="Industries"
            links={navigation.industries.slice(0, FOOTER_LINKS_PER_GROUP)}
            note={{ text: workNote, href: paths.industries, label: "All industries" }}
          />
          <LinkGroup
            heading="Capabilities"
            links={navigation.capabilities.slice(0, FOOTER_LINKS_PER_GROUP)}
            note={{ href: paths.capabilities, label: "All capabilities" }}
          />
        </div>
        <div className="mt-16 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${year} ${site.legalName}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[
              { href: paths.about, label: "About" },
              { href: paths.howWeWork, label: "How we work" },
              { href: paths.insights, label: "Insights" },
              { href: paths.privacy, label: "Privacy" },
              { href: paths.terms, label: "Terms" },
              { href: paths.security, label: "Security" },
            ].map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
