import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isRunnableDevEnvironment, normalizePath, type Plugin } from "vite";

/*
 * The local site (`npm run cms`, `npm run dev`) shows what was saved, with no restart and no reload.
 *
 * Under `npm run cms` the dev server sends no page a reload (astro.config.mjs), and so Vite tells
 * the server's own module runner of no change either. Astro forgets its content store itself when
 * it writes it, but not the list of articles' modules (`.astro/content-modules.mjs`) that renders
 * an article's body: a new article then answered 500 ("UnknownContentCollectionError") until the
 * editor was restarted. This plugin forgets that list each time Astro writes it.
 *
 * Nor can a page be reloaded for it when Vite's dependency optimizer finds a package late (an
 * island's import it had not seen when it started): the islands then failed with "504 Outdated
 * Optimize Dep" until the person reloaded. Every package the islands import is bundled at start.
 */

/** What Astro's React islands load in the browser whatever the page: the renderer and React's runtime. */
const REACT_RUNTIME = ["@astrojs/react/client.js", "react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime"];

/** A package an import names (not a file of the project, Node's, Astro's virtual modules or a test's). */
const isBrowserPackage = (specifier: string) => !/^(\.|\/|~|node:|astro:|astro$|vitest|@testing-library\/)/.test(specifier);

/**
 * The packages the browser may load under the dev server: React's runtime and what the islands
 * (`*.tsx`) and the contact forms' code (`src/features`, `src/shared`) import, statically or on demand; not types.
 */
export function islandDependencies(root: string): string[] {
  const files = globSync(["src/**/*.tsx", "src/features/**/*.ts", "src/shared/**/*.ts"], { cwd: root }).filter((file) => !/\.test\.tsx?$/.test(file));
  const found = files.flatMap((file) =>
    [...readFileSync(resolve(root, file), "utf8").matchAll(/^import (?!type )[^;]*?from "([^"]+)"|[^f] import\("([^"]+)"\)/gm)].map((match) => (match[1] ?? match[2])!),
  );
  return [...new Set([...REACT_RUNTIME, ...found.filter(isBrowserPackage)])].sort();
}

/** The file Astro writes with each article's module, under the project's folder. */
export const contentModulesFile = (root: string) => normalizePath(resolve(root, ".astro/content-modules.mjs"));

export function contentModulesFollowSaves(): Plugin {
  return {
    name: "kovira:content-modules-follow-saves",
    apply: "serve",
    config: (config) => ({ optimizeDeps: { include: islandDependencies(config.root ?? process.cwd()) } }),
    configureServer(server) {
      const file = contentModulesFile(server.config.root);
      const forget = (path: string) => {
        if (normalizePath(path) !== file) return;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module);
          if (!isRunnableDevEnvironment(environment)) continue;
          const evaluated = environment.runner.evaluatedModules;
          for (const module of evaluated.getModulesByFile(file) ?? []) evaluated.invalidateModule(module);
        }
      };
      server.watcher.add(file);
      server.watcher.on("add", forget);
      server.watcher.on("change", forget);
    },
  };
}
