import { useCallback, useSyncExternalStore } from "react";

/** Wide screens that welcome motion: where scroll-linked reveal and parallax run. */
export const DESKTOP_MOTION_QUERY = "(min-width: 1024px) and (prefers-reduced-motion: no-preference)";

/** Whether a media query matches. Prerendered HTML assumes it does not, so effects start after hydration. */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
