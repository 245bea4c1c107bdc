import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Validates every module of a collection against its schema. A broken file fails the build
 * with a message naming the file and the field.
 */
export function loadCollection<S extends z.ZodType<{ slug: string }>>(
  modules: Record<string, { default: unknown }>,
  schema: S,
): Record<string, z.infer<S>> {
  const entries = Object.entries(modules).map(([file, mod]) => {
    const parsed = parseContent(file, mod.default, schema);
    const expectedSlug = file.replace(/^.*\//, "").replace(/\.ts$/, "");
    if (parsed.slug !== expectedSlug) {
      throw new ContentError(`${file}: slug: "${parsed.slug}" must match the file name "${expectedSlug}"`);
    }
    return [parsed.slug, parsed] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

export function parseContent<S extends z.ZodType>(file: string, data: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ContentError(`Invalid content\n${problems.join("\n")}`);
  }
  return result.data;
}
