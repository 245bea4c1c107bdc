import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
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
// entries from the content layer's store (`src/content/store.ts`).
const yamlFiles = (folder: string) => glob({ pattern: "*.yaml", base: `./src/content/${folder}` });

export const collections = {
  capabilities: defineCollection({ loader: yamlFiles("capabilities"), schema: solutionPageSchema }),
  industries: defineCollection({ loader: yamlFiles("industries"), schema: solutionPageSchema }),
  cases: defineCollection({ loader: yamlFiles("cases"), schema: caseStudySchema(reference) }),
  legal: defineCollection({ loader: yamlFiles("legal"), schema: legalPageSchema }),
  team: defineCollection({ loader: yamlFiles("team"), schema: teamMemberSchema }),
  home: defineCollection({ loader: yamlFiles("home"), schema: homeSchema(reference) }),
  about: defineCollection({ loader: yamlFiles("about"), schema: aboutSchema }),
  howWeWork: defineCollection({ loader: yamlFiles("how-we-work"), schema: howWeWorkSchema }),
  // Articles: MDX with YAML frontmatter; the file name is the slug.
  insights: defineCollection({ loader: glob({ pattern: "*.mdx", base: "./src/content/insights" }), schema: insightSchema(reference) }),
};
