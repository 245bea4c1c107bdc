import { absoluteUrl, site } from "../content/site";

/** The Open Graph image rendered at build for a route: `/og/home.png`, `/og/products-fintech.png`. */
export function ogImagePath(path: string) {
  const key = path.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
  return `/og/${key}.png`;
}

/** One element of a page's head, as `BaseLayout` renders it. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

export function documentTitle(title: string) {
  return title === site.name ? `${site.name}: ${site.tagline}` : `${title} | ${site.name}`;
}

type PageMeta = { title: string; description: string; path: string; type?: "website" | "article" };

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path, type = "website" }: PageMeta): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImagePath(path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { property: "og:locale", content: "en_IN" },
    // X reads the title, description and image from the Open Graph tags when its own are absent
    // (developer.x.com/cards/markup): only the card's kind, which Open Graph has no word for.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_TEXT = "The requested page could not be found.";

/** JSON-LD for the company, on the home page. */
export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${site.url}/#organization`,
      name: site.name,
      legalName: site.legalName,
      url: site.url,
      logo: absoluteUrl("/brand/icon-512.png"),
      description: site.description,
      foundingDate: String(site.foundingYear),
      email: site.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.streetAddress,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
      sameAs: site.socials.map((social) => social.href),
    },
  };
}

/** The company as other JSON-LD names it: by its home page's `@id`. */
const organizationRef = () => ({
  "@type": "Organization",
  "@id": `${site.url}/#organization`,
  name: site.name,
  legalName: site.legalName,
  url: site.url,
});

/** JSON-LD for `/about`: an AboutPage about the company. */
export function aboutPageJsonLd({ title, description, path }: { title: string; description: string; path: string }): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      name: title,
      description,
      url: absoluteUrl(path),
      mainEntity: {
        ...organizationRef(),
        foundingDate: String(site.foundingYear),
        foundingLocation: site.address.locality,
      },
    },
  };
}

/** JSON-LD for `/how-we-work`: the service we sell, with each way to engage us as an offer. */
export function serviceJsonLd({
  title,
  description,
  path,
  offers,
}: {
  title: string;
  description: string;
  path: string;
  offers: { name: string; description: string }[];
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Service",
      name: title,
      serviceType: "Product engineering",
      description,
      url: absoluteUrl(path),
      provider: organizationRef(),
      areaServed: "Worldwide",
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: "Engagement models",
        itemListElement: offers.map((offer) => ({ "@type": "Offer", name: offer.name, description: offer.description })),
      },
    },
  };
}

/** JSON-LD breadcrumbs: Home, then the section, then the page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ name: site.name, path: "/" }, ...trail].map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: absoluteUrl(item.path),
      })),
    },
  };
}

/** JSON-LD for a case study. */
export function articleJsonLd({
  title,
  description,
  path,
  image,
}: {
  title: string;
  description: string;
  path: string;
  image: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: title,
      description,
      url: absoluteUrl(path),
      image: absoluteUrl(image),
      author: { "@type": "Organization", name: site.name, url: site.url },
      publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl("/brand/icon-512.png") } },
      mainEntityOfPage: absoluteUrl(path),
    },
  };
}

/** JSON-LD for an Insights article: who wrote it, when, about what. */
export function blogPostingJsonLd({
  insight,
  path,
  image,
}: {
  insight: {
    title: string;
    description: string;
    published: Date;
    updated?: Date;
    author: { name: string; role: string };
    tags: { label: string }[];
    readingMinutes: number;
  };
  path: string;
  image: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: insight.title,
      description: insight.description,
      url: absoluteUrl(path),
      mainEntityOfPage: absoluteUrl(path),
      image: absoluteUrl(image),
      datePublished: insight.published.toISOString(),
      dateModified: (insight.updated ?? insight.published).toISOString(),
      author: {
        "@type": "Person",
        name: insight.author.name,
        jobTitle: insight.author.role,
        worksFor: { "@type": "Organization", name: site.name, url: site.url },
      },
      publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl("/brand/icon-512.png") } },
      keywords: insight.tags.map((tag) => tag.label).join(", "),
      timeRequired: `PT${insight.readingMinutes}M`,
      inLanguage: "en-IN",
    },
  };
}
