import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
/** React DOM's client, as `react-dom/client` picks it in a production build. */
export const REACT_DOM_CLIENT = join(reactDom, "cjs", "react-dom-client.production.js");

/**
 * React DOM's client at the top level of its chunk, where the browser compiles it (decision 021).
 *
 * React DOM is CommonJS. By default Vite wraps every CommonJS module in a function that runs on
 * its first `require`, and V8 compiles a function lazily: all of React DOM's 200 KB was parsed
 * and compiled on the main thread when the first island woke, most of a 17–27 ms task on this kind
 * of machine (four times that on a phone). At the top level of a module, the same code is parsed
 * and compiled on a background thread while the file streams in.
 *
 * Two settings get it there, in production builds only (a development server keeps React's
 * development build): CommonJS modules are wrapped only where they must be (`strictRequires:
 * "auto"`: a module required conditionally or in a cycle), and `react-dom/client`, whose entry
 * picks the production or development file in an `if`, resolves to the production file directly.
 */
export function reactDomAtTopLevel(): Plugin {
  return {
    name: "kovira:react-dom-at-top-level",
    apply: "build",
    config: () => ({
      resolve: { alias: [{ find: /^react-dom\/client$/, replacement: REACT_DOM_CLIENT }] },
      build: { commonjsOptions: { strictRequires: "auto" } },
    }),
  };
}
