import { LazyMotion, MotionConfig } from "motion/react";
import type { ReactNode } from "react";

// Animation features arrive after first paint; until then `m` elements render their static state.
// Each animated section wraps itself, so loading the features updates only hydrated sections.
const loadFeatures = () => import("./motion-features").then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
