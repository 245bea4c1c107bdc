declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once the first screen is painted; a media query as value waits for it to match too. */
    "client:painted"?: boolean | string;
    /** Hydrate when the visitor reaches for the island; a CSS selector as value: for any element matching it. */
    "client:intent"?: boolean | string;
  }
}

export {};
