/** One short sentence on clients' names and references (`CASE_REFERENCES_LINE`), ending in a link to `/case`, which says both in full. */
export function ReferencesLine({ line, className }: { line: { text: string; link: string; href: string }; className: string }) {
  return (
    <p className={className}>
      {line.text}
      <a href={line.href} className="font-medium text-brand-700 underline underline-offset-4">
        {line.link}
      </a>
      .
    </p>
  );
}
