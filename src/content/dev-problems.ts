import type { Loader, LoaderContext } from "astro/loaders";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { z } from "zod";
import { paths } from "../lib/paths";

/*
 * A content file the schema refuses, on the dev server (`npm run dev`, `npm run cms`): Astro's
 * content layer would stop the whole dev server at start, and, once it runs, only log the error
 * and keep showing the entry as it was. Here the dev server keeps the entry's last good version
 * (the one the content layer's cache holds, else the one last committed to git; an entry that
 * has neither is left out), and the
 * page that entry feeds shows a notice naming the file, each field and what to do. A build and
 * `astro sync` (and so the tests) have no file watcher: there the loader is Astro's own, and the
 * refused file fails them as before.
 */

/** The digest a refused entry is stored under: it matches no file, so the next sync reads the file again. */
const REFUSED = "refused";

export type ContentProblem = {
  collection: string;
  id: string;
  /** The file, from the project's folder: `src/content/cases/retail-operations.yaml`. */
  file: string;
  /** Each refused field and what is wrong with it: `client: is missing`. */
  fields: string[];
};

// Shared by the content layer, which loads the entries, and the pages the dev server renders,
// which run in the same process but load their own copy of this module.
const REGISTRY = Symbol.for("kovira.contentProblems");
type Registry = Map<string, ContentProblem>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

const keyOf = (collection: string, id: string) => `${collection}/${id}`;

const KINDS: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", array: "a list", object: "a group of fields" };
const kind = (name: string) => KINDS[name] ?? name;

/** Each field a schema refuses, as `path: what is wrong`, in words a person fixing the file can act on. */
export function fieldProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join(".") || "(the whole file)";
    const type = /expected (\w+), received (\w+)/.exec(issue.message);
    if (issue.code !== "invalid_type" || !type) return `${field}: ${issue.message}`;
    const [, expected = "", received = ""] = type;
    if (received === "undefined") return `${field}: is missing (it must be ${kind(expected)})`;
    const quote = expected === "string" ? ": put it in quotes" : "";
    return `${field}: must be ${kind(expected)}, not ${kind(received)}${quote}`;
  });
}

/** The entry's data as last committed to git (an article's frontmatter), if it was. */
function committedData(root: string, file: string): Record<string, unknown> | undefined {
  try {
    const text = execFileSync("git", ["show", `HEAD:${file}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const data: unknown = parse(file.endsWith(".mdx") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Astro's loader, which on the dev server keeps a refused entry's last good version and records
 * what is wrong instead of failing (see above). `folder` is the collection's folder in
 * `src/content/`, for the file's name.
 */
export function keepLastGoodInDev(loader: Loader, schema: z.ZodType, folder: string): Loader {
  return {
    ...loader,
    load: async (context: LoaderContext) => {
      if (!context.watcher) return loader.load(context);
      const root = fileURLToPath(context.config.root);
      // Each refused entry, and whether it has a last good version to show.
      const refused = new Map<string, boolean>();
      const problems = registry();
      const lastGood = async (props: Parameters<LoaderContext["parseData"]>[0], file: string) => {
        const cached = context.store.get(props.id)?.data;
        if (cached) return cached;
        const committed = committedData(root, file);
        return committed ? await context.parseData({ ...props, data: committed }).catch(() => undefined) : undefined;
      };
      const parseData: LoaderContext["parseData"] = async (props) => {
        const key = keyOf(context.collection, props.id);
        try {
          const data = await context.parseData(props);
          refused.delete(props.id);
          problems.delete(key);
          return data;
        } catch (error) {
          const result = await schema.safeParseAsync(props.data);
          const file = `src/content/${folder}/${props.filePath?.split(/[\\/]/).pop() ?? props.id}`;
          const fields = result.success ? [(error as Error).message] : fieldProblems(result.error);
          problems.set(key, { collection: context.collection, id: props.id, file, fields });
          const data = await lastGood(props, file);
          refused.set(props.id, data !== undefined);
          context.logger.warn(`${file}: ${fields.join("; ")}. The local site shows ${data ? "its last good version" : "no page for it"} until it is fixed.`);
          return (data ?? {}) as typeof props.data;
        }
      };
      // A refused entry is stored with its last good data under a digest no file has, so the next
      // sync (a build's too) reads the file again and fails on it; one with no good version is left out.
      const store = new Proxy(context.store, {
        get(target, key) {
          if (key === "set")
            return (entry: Parameters<typeof target.set>[0]) => {
              const good = refused.get(entry.id);
              if (good === undefined) return target.set(entry);
              return good ? target.set({ ...entry, digest: REFUSED }) : false;
            };
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      return loader.load({ ...context, parseData, store });
    },
  };
}

/** The pages an entry of each collection feeds (an entry the site lists elsewhere too keeps its last good version there). */
const PAGES_FED: Record<string, (id: string) => string[]> = {
  capabilities: (id) => [paths.capability(id)],
  industries: (id) => [paths.industry(id)],
  cases: (id) => [paths.caseStudy(id)],
  insights: (id) => [paths.insight(id)],
  legal: (id) => [`/${id}`],
  team: () => [paths.home, paths.about],
  home: () => [paths.home],
  about: () => [paths.about],
  howWeWork: () => [paths.howWeWork],
};

/** The pages an entry feeds: where the notice about its file shows. */
export const pagesFed = (collection: string, id: string): string[] => PAGES_FED[collection]?.(id) ?? [];

/** The problems of the files that feed the page at `pathname` (none in a build, where they fail it). */
export function contentProblemsOf(pathname: string, problems: Iterable<ContentProblem> = registry().values()): ContentProblem[] {
  const page = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return [...problems].filter(({ collection, id }) => pagesFed(collection, id).includes(page));
}
