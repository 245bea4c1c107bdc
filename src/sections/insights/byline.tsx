import { Children, Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Facts in a row (an article's author, date and reading time), a dot between them, unspoken; a line breaks between facts, never inside one. */
export function Byline({ className, children }: { className?: string; children: ReactNode }) {
  const facts = Children.toArray(children);
  return (
    <p className={cn("byline flex flex-wrap", className)}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <span aria-hidden="true" className="mx-1.5">
              ·
            </span>
          )}
          <span className="whitespace-nowrap">{fact}</span>
        </Fragment>
      ))}
    </p>
  );
}
