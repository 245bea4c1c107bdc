declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once the first screen is painted. */
    "client:painted"?: boolean;
    /** Hydrate when the visitor reaches for the island; a CSS selector as value: for any element matching it. */
    "client:intent"?: boolean | string;
    /** As `client:painted` when the tab's storage holds a draft under the value's key, else as `client:intent`. */
    "client:draft"?: string;
  }
}

export {};
