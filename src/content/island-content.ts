import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { AstroConfig, AstroIntegration } from "astro";
import { contentStoreFile, DEV_STORE } from "./store";

/*
 * Content an island renders, carried in the island's own script rather than as props in every
 * page's HTML (decision 014; the cost of props is measured in decision 022).
 *
 * A module whose file name ends in `.content.ts` reads the content collections (`./store.ts`) and
 * default-exports what one island needs. In plain Node (unit tests) it runs as it is; in Astro's
 * builds and dev server this plugin runs it in Node and replaces it with its result as JSON, so
 * the browser gets the data and none of the code that read it. `astro dev` remakes it when the
 * content layer stores a change.
 */

/** The plugin below, and under `astro dev` the dev server's store to read it from. */
export function islandContent(): AstroIntegration {
  return {
    name: "kovira:island-content",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        // `astro dev` keeps a store of its own; a build, a sync and the tests read the build's.
        if (command === "dev") process.env.CONTENT_STORE ??= DEV_STORE;
        updateConfig({ vite: { plugins: [islandContentPlugin()] } });
      },
    },
  };
}

const CONTENT_MODULE = /\.content\.ts$/;

/** A plugin of the Vite that Astro runs (the project's own Vite, for Vitest, is another major). */
type AstroVitePlugin = NonNullable<AstroConfig["vite"]["plugins"]>[number];

function islandContentPlugin(): AstroVitePlugin {
  return {
    name: "kovira:island-content",
    enforce: "pre",
    configureServer(server) {
      // When the content layer stores a change, every content module is made again and pages reload.
      const store = contentStoreFile();
      server.watcher.add(store);
      server.watcher.on("change", (file) => {
        if (file !== store) return;
        const modules = [...server.moduleGraph.idToModuleMap.values()].filter((module) => CONTENT_MODULE.test(module.file ?? ""));
        for (const module of modules) server.moduleGraph.invalidateModule(module);
        if (modules.length > 0) server.ws.send({ type: "full-reload" });
      });
    },
    async load(id) {
      const file = id.split("?")[0]!;
      if (!CONTENT_MODULE.test(file)) return undefined;
      const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default: unknown };
      return `export default ${JSON.stringify(module.default)};`;
    },
  };
}
