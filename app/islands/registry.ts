import type { ComponentType } from "react";

/**
 * The parts of a page that run in the browser, each hydrated as a React root of its own: the
 * header, the home page's content (most of its sections move), and the sections of other pages
 * that have something to do. Everything else (the sections around them, legal pages, Not Found,
 * the footer) is static HTML that nothing hydrates. Each entry loads its component: at build time
 * to prerender it, in the browser to hydrate it.
 */
export const ISLANDS = {
  header: () => import("~/components/layout/header").then((m) => m.Header),
  home: () => import("~/pages/home-page").then((m) => m.HomePage),
  "page-hero": () => import("~/sections/page/page-hero").then((m) => m.PageHero),
  "get-started": () => import("~/sections/page/get-started").then((m) => m.GetStarted),
  "case-timeline": () => import("~/sections/case/case-timeline").then((m) => m.CaseTimeline),
  "next-case": () => import("~/sections/case/next-case").then((m) => m.NextCase),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = React.ComponentProps<Awaited<ReturnType<(typeof ISLANDS)[Name]>>>;

/** Any island's component, for code that gets its props from the page's JSON. */
export type SomeIsland = ComponentType<object>;

export const loadIsland = (name: string): Promise<SomeIsland> =>
  (ISLANDS as unknown as Record<string, () => Promise<SomeIsland>>)[name]?.() ?? Promise.reject(new Error(`unknown island "${name}"`));

/** Props travel as JSON inside the HTML: `<` is escaped so no text can close the script element. */
export const serializeProps = (props: unknown) => JSON.stringify(props).replace(/</g, "\\u003c");
