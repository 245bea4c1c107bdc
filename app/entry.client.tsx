// The dev server's entry: it hydrates the whole document with React Router. The built site runs
// app/islands/client.tsx instead (docs/decisions/006-islands-without-a-router.md).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
