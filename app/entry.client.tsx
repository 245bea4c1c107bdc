import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The build inlines each page's critical CSS and marks the full stylesheet media="print" so it
// does not block the first paint. Switch it on before hydrating, so the markup matches React's.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')) {
  link.removeAttribute("media");
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
