import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

/** Validates one file's data; a broken file fails with a message naming the file and each field. */
export function parseContent<S extends z.ZodTypeAny>(file: string, data: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ContentError(`Invalid content\n${problems.join("\n")}`);
  }
  return result.data;
}
