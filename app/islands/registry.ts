import type { ComponentType } from "react";

/**
 * The parts of a page that run in the browser, each hydrated as a React root of its own: the
 * header, and the content of the pages that have something to do (the home page, capability and
 * industry pages, case studies). Everything else (legal pages, Not Found, the footer) is static
 * HTML and needs no script. Each entry loads its component: at build time to prerender it, in the
 * browser to hydrate it.
 */
export const ISLANDS = {
  header: () => import("~/components/layout/header").then((m) => m.Header),
  home: () => import("~/pages/home-page").then((m) => m.HomePage),
  capability: () => import("~/pages/capability-page").then((m) => m.CapabilityPage),
  "case-study": () => import("~/pages/case-study-page").then((m) => m.CaseStudyPage),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = React.ComponentProps<Awaited<ReturnType<(typeof ISLANDS)[Name]>>>;

/** Any island's component, for code that gets its props from the page's JSON. */
export type SomeIsland = ComponentType<object>;

export const loadIsland = (name: string): Promise<SomeIsland> =>
  (ISLANDS as unknown as Record<string, () => Promise<SomeIsland>>)[name]?.() ?? Promise.reject(new Error(`unknown island "${name}"`));

/** Props travel as JSON inside the HTML: `<` is escaped so no text can close the script element. */
export const serializeProps = (props: unknown) => JSON.stringify(props).replace(/</g, "\\u003c");
