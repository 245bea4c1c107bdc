import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { ReactNode } from "react";
import { NavItemParts } from "~/components/layout/nav-item";
import { Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { NavLink } from "~/content";
import type { HomePageContent } from "~/content/home-page";
import { FEATURES_SECTION_ID } from "./home-hero";

/** A tab's pages as cards, each with an arrow in its corner; a long title keeps clear of it. */
export function LinkGrid({ links }: { links: NavLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="group flex items-start gap-3.5 relative h-full rounded-card border border-line bg-surface-raised p-5 pr-10 shadow-soft transition-[box-shadow,transform] duration-(--duration-base) hover:-translate-y-0.5 hover:shadow-lift"
          >
            <NavItemParts item={link} />
            <ArrowUpRight aria-hidden="true" className="absolute top-5 right-5 size-4 text-ink-300 transition-colors group-hover:text-brand-600" />
          </a>
        </li>
      ))}
    </ul>
  );
}

type BrowseTabsProps = {
  /** The capability pages' `LinkGrid` (Astro's slot "product"), drawn at build time. */
  product?: ReactNode;
  /** The industry pages' `LinkGrid` (slot "domain"). */
  domain?: ReactNode;
  children?: ReactNode;
};

/** The two tabs: an island whose only work is switching between its panels, which come as HTML. */
export function BrowseTabs({ product, domain }: BrowseTabsProps) {
  return (
    <Tabs defaultValue="product" className="mt-12">
      <TabsList aria-label="Browse by">
        <TabsTrigger value="product">Product Engineering</TabsTrigger>
        <TabsTrigger value="domain">Domain</TabsTrigger>
      </TabsList>
      <TabsContent value="product" className="mt-8">
        {product}
      </TabsContent>
      <TabsContent value="domain" className="mt-8">
        {domain}
      </TabsContent>
    </Tabs>
  );
}

/** The features section, drawn at build time; its child is the `BrowseTabs` island. */
export function FeaturesTabs({ intro, children }: { intro: HomePageContent["featuresSection"]; children: ReactNode }) {
  return (
    <Section tone="light" aria-labelledby={FEATURES_SECTION_ID} className="scroll-mt-20">
      <SectionHeading id={FEATURES_SECTION_ID} eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      {children}
    </Section>
  );
}
