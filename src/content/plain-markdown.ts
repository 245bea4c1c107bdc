/*
 * Article bodies are data, never code (decision 032). Articles stay `.mdx` files, the format the
 * content editor writes, but only plain Markdown may be in them: this remark plugin runs in every
 * compile of an article (the build, `astro dev`, the RSS feed) before anything in it can run, and
 * fails it, naming the file and line, on
 * - raw HTML and JSX (`<script>`, `<img onerror>`, `<Component />`): they would become markup the
 *   page runs, and an inline script would even be hashed into the page's policy;
 * - `{…}` expressions: MDX evaluates them in Node at build time (`{process.env.SECRET}`);
 * - `import` and `export`: code, too;
 * - a link or picture whose address is not http, https, mailto or tel, nor a path of the site
 *   (`/services/fintech`, `#a-section`): `javascript:`, `data:`, `vbscript:` and the like.
 */

/** The address schemes a link in an article may use. */
export const ARTICLE_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

type Point = { line: number; column: number };
type Node = { type: string; url?: string; name?: string | null; value?: string; children?: Node[]; position?: { start: Point } };
type File = { path?: string; cwd?: string; history?: string[] };

/** What each kind of code is called in an error, by the node MDX parses it into. */
const CODE_NODES: Record<string, string> = {
  html: "raw HTML",
  mdxJsxFlowElement: "HTML or JSX",
  mdxJsxTextElement: "HTML or JSX",
  mdxFlowExpression: "a {…} expression",
  mdxTextExpression: "a {…} expression",
  mdxjsEsm: "import or export",
};

/**
 * Why a link's address may not be in an article, or undefined when it may. Browsers ignore tabs,
 * line breaks and leading spaces and control characters in a scheme (`java\tscript:`), so the
 * address is read as they would read it.
 */
export function linkProblem(url: string): string | undefined {
  const read = [...url].filter((character) => character.charCodeAt(0) > 0x20 && character.charCodeAt(0) !== 0x7f).join("");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase();
  if (scheme !== undefined)
    return (ARTICLE_LINK_SCHEMES as readonly string[]).includes(scheme)
      ? undefined
      : `a link to "${scheme}:" (links go to http, https, mailto or tel addresses, or to a path of the site)`;
  if (read.startsWith("//")) return `a link to "${url.slice(0, 60)}" with no scheme (write https://…)`;
  if (read.startsWith("/") || read.startsWith("#")) return undefined;
  return `a relative link "${url.slice(0, 60)}" (write the site's path from its root, like /services/fintech, or a full https:// address)`;
}

/** What in a parsed body is not plain Markdown, each with its line and column. */
export function markdownProblems(tree: Node): { line: number; column: number; problem: string }[] {
  const problems: { line: number; column: number; problem: string }[] = [];
  const visit = (node: Node) => {
    const at = node.position?.start ?? { line: 0, column: 0 };
    const code = CODE_NODES[node.type];
    if (code) {
      const what = node.type.startsWith("mdxJsx") && node.name ? `<${node.name}>` : (node.value ?? "").trim().slice(0, 40);
      problems.push({ ...at, problem: `${code} is not allowed in an article${what ? ` (${what})` : ""}: write plain Markdown` });
      // Its insides are the same code: one error for it.
      return;
    }
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && typeof node.url === "string") {
      const problem = linkProblem(node.url);
      if (problem) problems.push({ ...at, problem });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/** The error for a body that is not plain Markdown: one line per problem, `file:line:column: …`. */
export class ArticleCodeError extends Error {
  override name = "ArticleCodeError";
}

/** The remark plugin: a body that is not plain Markdown fails the compile, naming file and line. */
export function remarkPlainMarkdown() {
  return (tree: Node, file: File) => {
    const problems = markdownProblems(tree);
    if (problems.length === 0) return;
    const path = file.path ?? file.history?.[0] ?? "an article";
    const where = file.cwd && path.startsWith(`${file.cwd}/`) ? path.slice(file.cwd.length + 1) : path;
    throw new ArticleCodeError(
      `Article bodies are plain Markdown (docs/content.md):\n${problems.map(({ line, column, problem }) => `  ${where}:${line}:${column}: ${problem}`).join("\n")}`,
    );
  };
}
