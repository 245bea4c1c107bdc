import type { ContentProblem } from "~/content/dev-problems";

/**
 * On the dev server only, at the top of a page a content file feeds: the file the schema refused,
 * each field and what is wrong, and what to do. The page below shows the entry's last good version.
 */
export function ContentProblems({ problems }: { problems: ContentProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" data-content-problems className="mx-auto my-6 max-w-5xl rounded-lg border-2 border-amber-500 bg-amber-50 p-5 text-ink-950">
      <p className="font-semibold">This page is not what the content says: a content file breaks a rule, so the page shows it as it was before.</p>
      {problems.map((problem) => (
        <div key={problem.file} className="mt-3">
          <p className="font-mono text-sm">{problem.file}</p>
          <ul className="mt-1 list-disc pl-6 text-sm">
            {problem.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-3 text-sm">
        To fix it: change each field named above in that file (or open the entry in the content editor, which says the same under
        the field), save, and reload this page. Until then `npm run build` and `npm run publish` stop at this file.
      </p>
    </div>
  );
}
