/*
 * The words and phrases the copy rations (docs/content.md, "Words to ration"): some at most once a
 * page, some on at most a few files of the whole site. The content check (copy-variety.test.ts),
 * the editor (src/cms/editor-rules.ts, before saving) and docs/content.md read this one list.
 */

/** Words and turns a page may use once. */
export const RATIONED_PER_PAGE = {
  actually: /\bactually\b/gi,
  nobody: /\bnobody\b/gi,
  "X, not Y": /\w, not (?!only\b|just\b|yet\b|even\b)\w/g,
} as const;

/** A phrase the whole site rations: on at most `limit` of the files that `scope` covers. */
export type SiteWideRation = {
  phrase: string;
  pattern: RegExp;
  /** Which files count, in words ("files of the site", "case studies' stories"). */
  scope: string;
  /** Which texts count: every text of the site's pages, or the case studies' stories alone. */
  texts: "pages" | "stories";
  /** The most files that may say it, from the number of files in scope. */
  limit: (files: number) => number;
  /** The limit as docs/content.md writes it. */
  limitText: string;
};

export const SITE_WIDE_RATIONED: SiteWideRation[] = [
  { phrase: "before anyone", pattern: /\bbefore anyone\b/i, scope: "files of the site", texts: "pages", limit: () => 4, limitText: "at most 4 files of the site" },
  {
    phrase: "rather than",
    pattern: /\brather than\b/i,
    scope: "case studies' stories",
    texts: "stories",
    limit: (files) => Math.floor(files / 3),
    limitText: "at most a third of the case studies' stories",
  },
];

/** A file and its texts by field path ("sections.1.content"). */
export type FileTexts = [file: string, texts: [field: string, text: string][]];

/** The files, of those given, that say a phrase, each with the first field saying it. */
export function filesSaying(ration: SiteWideRation, files: FileTexts[]): { file: string; field: string }[] {
  return files.flatMap(([file, texts]) => {
    const found = texts.find(([, text]) => ration.pattern.test(text));
    return found ? [{ file, field: found[0] }] : [];
  });
}

/** What a phrase over its limit says: "“before anyone” is on 5 files of the site, at most 4: reword it in one place". */
export const overLimit = (ration: SiteWideRation, count: number, limit: number) =>
  `"${ration.phrase}" is on ${count} ${ration.scope}, at most ${limit}: reword it in one place`;

/**
 * When a phrase is on more files than its limit: each file saying it, "file: field: what", every
 * one listed (any of them may be the one to reword), with the others that say it.
 */
export function siteWideOveruse(ration: SiteWideRation, files: FileTexts[]): string[] {
  const saying = filesSaying(ration, files);
  const limit = ration.limit(files.length);
  if (saying.length <= limit) return [];
  return saying.map(
    ({ file, field }) =>
      `${file}: ${field}: ${overLimit(ration, saying.length, limit)} (also on ${saying
        .filter((other) => other.file !== file)
        .map((other) => other.file.replace(/^src\/content\//, ""))
        .join(", ")})`,
  );
}

/** Every string in a file's data with its field's path ("sections.1.content"): what a visitor reads on that page. */
export function fieldTexts(data: unknown, path: string[] = []): [string, string][] {
  if (typeof data === "string") return [[path.join("."), data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => fieldTexts(item, [...path, String(index)]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([key, value]) => fieldTexts(value, [...path, key]));
  return [];
}

type Entry = { id: string; data: object };
type Article = { id: string; data: { title: string; description: string }; body?: string };
type Story = { id: string; data: { timelineData: { content: string }[] } };

/** The texts each ration counts, by the files that hold them, from the content's entries (as getCollection or the tests' store gives them). */
export function rationTexts(content: {
  industries: Entry[];
  capabilities: Entry[];
  cases: (Entry & Story)[];
  legal: Entry[];
  home?: object;
  about?: object;
  howWeWork?: object;
  insights: Article[];
}): Record<SiteWideRation["texts"], FileTexts[]> {
  const folder = (name: string, entries: Entry[]) =>
    entries.map(({ id, data }): FileTexts => [`src/content/${name}/${id}.yaml`, fieldTexts({ ...data, slug: id })]);
  return {
    pages: [
      ...folder("industries", content.industries),
      ...folder("capabilities", content.capabilities),
      ...folder("cases", content.cases),
      ...folder("legal", content.legal),
      ["src/content/home/home.yaml", fieldTexts(content.home ?? {})],
      ["src/content/about/about.yaml", fieldTexts(content.about ?? {})],
      ["src/content/how-we-work/how-we-work.yaml", fieldTexts(content.howWeWork ?? {})],
      ...content.insights.map(
        (article): FileTexts => [
          `src/content/insights/${article.id}.mdx`,
          [
            ["title", article.data.title],
            ["description", article.data.description],
            ["body", article.body ?? ""],
          ],
        ],
      ),
    ],
    stories: content.cases.map(({ id, data }): FileTexts => [
      `src/content/cases/${id}.yaml`,
      data.timelineData.map((phase, index): [string, string] => [`timelineData.${index}.content`, phase.content]),
    ]),
  };
}

/** What the editor knows of each rationed phrase (served in /admin/catalogue.json): its limit, and the files saying it, by title. */
export type RationFacts = { phrase: string; limit: number; saying: { file: string; title: string }[] }[];

export function rationFacts(texts: Record<SiteWideRation["texts"], FileTexts[]>, titles: Record<string, string> = {}): RationFacts {
  return SITE_WIDE_RATIONED.map((ration) => ({
    phrase: ration.phrase,
    limit: ration.limit(texts[ration.texts].length),
    saying: filesSaying(ration, texts[ration.texts]).map(({ file }) => ({ file, title: titles[file] ?? file.replace(/^src\/content\//, "") })),
  }));
}

/**
 * The editor's check of one text before saving: a rationed phrase it says that its entry (`file`,
 * none for a new one) would put over the limit, with the entries that already say it. `story` says
 * whether the text is one the ration counts when that is only the case studies' stories.
 */
export function rationProblems(value: string, facts: RationFacts, file: string | undefined, story: boolean): string[] {
  return facts.flatMap(({ phrase, limit, saying }) => {
    const ration = SITE_WIDE_RATIONED.find((candidate) => candidate.phrase === phrase);
    if (!ration || !ration.pattern.test(value) || (ration.texts === "stories" && !story)) return [];
    const others = saying.filter((other) => other.file !== file);
    if (others.length < limit) return [];
    return [`${overLimit(ration, others.length + 1, limit)}, here or in ${others.map((other) => other.title).join(", ")}`];
  });
}
