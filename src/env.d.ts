declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once the first screen is painted; a media query as value waits for it to match too. */
    "client:painted"?: boolean | string;
  }
}

export {};
