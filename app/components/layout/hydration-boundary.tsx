import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary around one page section, so React hydrates a long page in several short
 * tasks instead of one long one. Nothing inside suspends: the prerendered HTML is complete.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
