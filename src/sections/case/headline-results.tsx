import { cn } from "~/lib/cn";

type Result = { value: string; label: string };

const sizes = {
  card: { item: "rounded-xl bg-brand-50 px-3 py-2", value: "text-lg", label: "text-xs" },
  panel: { item: "rounded-2xl bg-surface p-4 ring-1 ring-line", value: "text-2xl sm:text-3xl", label: "mt-1 text-sm" },
};

/** A case study's measured outcomes, value over label, two to a row. */
export function HeadlineResults({ results, label, size, className }: { results: Result[]; label: string; size: keyof typeof sizes; className?: string }) {
  const style = sizes[size];
  return (
    <ul aria-label={label} className={cn("grid grid-cols-2 gap-3", className)}>
      {results.map((result) => (
        <li key={result.label} className={style.item}>
          <span className={cn("block font-display font-semibold text-brand-800", style.value)}>{result.value}</span>
          <span className={cn("block text-ink-600", style.label, "leading-snug")}>{result.label}</span>
        </li>
      ))}
    </ul>
  );
}
