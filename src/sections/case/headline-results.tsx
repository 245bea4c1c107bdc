import { cva } from "class-variance-authority";
import { cn } from "~/lib/cn";

type Result = { value: string; label: string };

const itemVariants = cva("", {
  variants: {
    size: {
      card: "rounded-xl bg-brand-50 px-3 py-2 text-xs leading-snug",
      panel: "rounded-2xl bg-surface p-4 text-sm leading-snug ring-1 ring-line",
    },
  },
});
const valueVariants = cva("block font-display font-semibold text-brand-800", {
  variants: { size: { card: "text-lg", panel: "mb-1 text-2xl sm:text-3xl" } },
});

/** A case study's measured outcomes, value over label, two to a row: in a card, or a page's panel. */
export function HeadlineResults({ results, label, size, className }: { results: Result[]; label: string; size: "card" | "panel"; className?: string }) {
  return (
    <ul aria-label={label} className={cn("grid grid-cols-2 gap-3 text-ink-600", className)}>
      {results.map((result) => (
        // The value on a line of its own, the label the item's own text.
        <li key={result.label} className={itemVariants({ size })}>
          <b className={valueVariants({ size })}>{result.value}</b>
          {` ${result.label}`}
        </li>
      ))}
    </ul>
  );
}
