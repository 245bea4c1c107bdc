import { Children, Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Facts in a row (an article's author, date and reading time), a dot between them, unspoken. */
export function Byline({ className, children }: { className?: string; children: ReactNode }) {
  const facts = Children.toArray(children);
  return (
    <p className={cn("byline", className)}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <span aria-hidden="true" className="mx-1.5">
              ·
            </span>
          )}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}
