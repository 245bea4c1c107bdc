import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type MetaFunction } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "~/components/layout/footer";
import { estimatedHeightStyle } from "~/components/layout/hydrate-when-visible";
import { NotFound } from "~/components/layout/not-found";
import { Container } from "~/components/ui/container";
import { siteNavigation } from "~/content";
import { withSocialIcons } from "~/content/brand-icons";
import { site } from "~/content/site";
import { Island } from "~/islands/island";
import displayFont from "./assets/fonts/bricolage-grotesque-600.woff2?url";
import textFont from "./assets/fonts/inter-subset.woff2?url";
import "./app.css";

// The footer is plain HTML (links only); the browser lays it out and paints it only once it is
// near, reserving its usual height (375 and 1280 wide) until then.
const FOOTER_HEIGHT = estimatedHeightStyle({ narrow: 1010, wide: 500 });

export function loader() {
  return { navigation: siteNavigation(), socials: withSocialIcons(site.socials), year: new Date().getFullYear() };
}

export const meta: MetaFunction = ({ error }) => (error ? [{ name: "robots", content: "noindex" }] : []);

export const links: Route.LinksFunction = () => [
  // Both fonts arrive with the HTML, so the headline does not reflow when they swap in.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b17" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-pill bg-ink-950 px-5 py-3 font-medium text-white shadow-lift transition-transform focus:translate-y-0"
        >
          Skip to main content
        </a>
        {data && <Island name="header" props={{ navigation: data.navigation }} />}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        {data && (
          <div className="offscreen-lazy" style={FOOTER_HEIGHT}>
            <Footer navigation={data.navigation} socials={data.socials} year={data.year} />
          </div>
        )}
        {/* The dev server hydrates the whole document with React Router. The build removes these
            scripts (scripts/optimise-html.ts): the site runs its islands (app/islands/client.tsx)
            and needs no router in the browser. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The static 404 page is this fallback: unknown paths render Not Found before and after hydration. */
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container className="py-32 text-center">
      <title>Something went wrong | Kovira Labs</title>
      <h1 className="text-display-md font-semibold">Something went wrong</h1>
      <p className="mt-4 text-lg text-ink-600">Please reload the page. If it keeps happening, write to us and we will fix it.</p>
    </Container>
  );
}
