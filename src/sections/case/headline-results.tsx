import { cn } from "~/lib/cn";

type Result = { value: string; label: string };

/** A case study's measured outcomes, value over label, two to a row (`.results` in `app.css`). */
export function HeadlineResults({ results, label, size, className }: { results: Result[]; label: string; size: "card" | "panel"; className?: string }) {
  return (
    <ul aria-label={label} className={cn("results", size === "card" ? "results-card" : "results-panel", className)}>
      {results.map((result) => (
        // The value on a line of its own (`.results b`), the label the item's own text.
        <li key={result.label}>
          <b>{result.value}</b>
          {` ${result.label}`}
        </li>
      ))}
    </ul>
  );
}
