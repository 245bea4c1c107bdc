/* Reads a `_headers` file as Netlify and Cloudflare Pages do, for the tests of the generated one. */

/** The rules of a `_headers` file, as Netlify and Cloudflare Pages read them. */
export function parseHeadersFile(text: string) {
  return text
    .trim()
    .split("\n\n")
    .map((block) => {
      const [path, ...lines] = block.split("\n");
      return { path: path!, headers: lines.map((line) => line.trim().split(": ")[0]!) };
    });
}

/**
 * Whether a rule's path matches a request path: a `*` stands for any characters, `/` included, and
 * a `:placeholder` for one or more characters other than `/`.
 */
export const matches = (rule: string, path: string) =>
  new RegExp(
    `^${rule
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")}$`,
  ).test(path);

/** The header names a request for `path` is sent, one entry per rule that sets each. */
export function headerNamesFor(text: string, path: string) {
  return parseHeadersFile(text)
    .filter((rule) => matches(rule.path, path))
    .flatMap((rule) => rule.headers);
}

/** The value a request for `path` gets for `name`, as the host joins the values of every matching rule. */
export function headerValueFor(text: string, path: string, name: string) {
  return text
    .trim()
    .split("\n\n")
    .filter((block) => matches(block.split("\n")[0]!, path))
    .flatMap((block) => block.split("\n").slice(1))
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${name}: `))
    .map((line) => line.slice(name.length + 2))
    .join(", ");
}

/** The paths a host serves a page file at: `/x` and `/x/` for `/x/index.html`, `/404` and `/404.html` for `/404.html`. */
export function servedPaths(file: string) {
  if (file === "/index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const path = file.slice(0, -"/index.html".length);
    return [path, `${path}/`];
  }
  return [file, file.replace(/\.html$/, "")];
}
