import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names. Components never pass a class that fights one of their own (they take a
 * variant prop instead), so the browser needs no class merging: `tailwind-merge` is ~7 KB gzip and
 * parsing every class string cost a phone ~80 ms of main thread on each page. The prerender (and
 * unit tests) still run it and fail on the first conflict, naming the classes; the browser bundle
 * drops it, since `import.meta.env.SSR` and `DEV` are false there.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (import.meta.env.SSR || import.meta.env.DEV) assertNoConflicts(classes);
  return classes;
}

function assertNoConflicts(classes: string) {
  const merged = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(" ").filter((name) => name && !merged.has(name));
  if (overridden.length > 0) throw new Error(`cn(): "${overridden.join(" ")}" overridden by later classes in "${classes}"`);
}
