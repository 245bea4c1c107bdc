import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import { keepLastGoodInDev } from "./content/dev-problems";
import {
  aboutSchema,
  caseStudySchema,
  homeSchema,
  howWeWorkSchema,
  insightSchema,
  legalPageSchema,
  solutionPageSchema,
  teamMemberSchema,
} from "./content/schema";

// One YAML file per entry; the file name is the entry's id (its slug). The tests read the same
// entries from the content layer's store (`src/content/store.ts`). On the dev server a file the
// schema refuses keeps its last good version, and its page says what is wrong (./content/dev-problems.ts).
const files = <S extends z.ZodType>(folder: string, schema: S, pattern = "*.yaml") =>
  defineCollection({ loader: keepLastGoodInDev(glob({ pattern, base: `./src/content/${folder}` }), schema, folder), schema });

export const collections = {
  capabilities: files("capabilities", solutionPageSchema),
  industries: files("industries", solutionPageSchema),
  cases: files("cases", caseStudySchema(reference)),
  legal: files("legal", legalPageSchema),
  team: files("team", teamMemberSchema),
  home: files("home", homeSchema(reference)),
  about: files("about", aboutSchema),
  howWeWork: files("how-we-work", howWeWorkSchema),
  // Articles: MDX with YAML frontmatter; the file name is the slug.
  insights: files("insights", insightSchema(reference), "*.mdx"),
};
