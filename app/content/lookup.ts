import { data } from "react-router";

/** The entry for `slug`, or a 404 response that the route's error boundary turns into Not Found. */
export function findOr404<T>(collection: Record<string, T>, slug: string | undefined): T {
  const entry = slug ? collection[slug] : undefined;
  if (!entry) throw data(null, { status: 404 });
  return entry;
}
