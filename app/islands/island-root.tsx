import { useEffect } from "react";
import type { SomeIsland } from "./registry";

/** Calls back once the root has committed: the island is live. */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * What an island's root renders, at build time and when it hydrates: the same tree on both sides,
 * so React's generated ids match.
 */
export function IslandRoot({ Component, props, onCommit }: { Component: SomeIsland; props: object; onCommit?: () => void }) {
  return (
    <>
      <Component {...props} />
      <Committed onCommit={onCommit} />
    </>
  );
}
