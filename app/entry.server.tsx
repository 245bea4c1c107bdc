import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { PRERENDER_ISLANDS } from "~/islands/island";
import { IslandRoot } from "~/islands/island-root";
import { loadIsland } from "~/islands/registry";

// The built site hydrates islands, not the document: prerender each as a root of its own.
PRERENDER_ISLANDS.enabled = import.meta.env.PROD;

/**
 * Renders to a string once everything has loaded. Unlike React Router's default it never
 * outlines a Suspense boundary: React would otherwise move large sections into hidden nodes
 * revealed by script, invisible without JavaScript and painted late with it.
 */
function renderToHtml(element: ReactNode) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}

const ISLAND = /<div data-island="([\w-]+)"([^>]*)><\/div>(<script type="application\/json" data-island-props="\1">([\s\S]*?)<\/script>)/g;

/** Renders each island's component, from the props written beside it, into its empty `<div>`. */
async function fillIslands(html: string) {
  const islands = await Promise.all(
    [...html.matchAll(ISLAND)].map(async ([whole, name, attributes, props, json]) => {
      const Component = await loadIsland(name!);
      const inner = await renderToHtml(<IslandRoot Component={Component} props={JSON.parse(json!) as object} />);
      if (inner.failed) throw new Error(`island "${name}" failed to render`);
      if (/^<(link|meta|title|script)\b/.test(inner.html))
        throw new Error(`island "${name}" rendered ${inner.html.slice(0, 80)}… before its content`);
      return { whole: whole!, filled: `<div data-island="${name}"${attributes}>${inner.html}</div>${props}` };
    }),
  );
  return islands.reduce((page, { whole, filled }) => page.replace(whole, () => filled), html);
}

/** Runs at build time, to prerender every route (and in the dev server). */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { html, failed } = await renderToHtml(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html");
  const page = PRERENDER_ISLANDS.enabled ? await fillIslands(html) : html;
  return new Response(page, { headers, status: failed ? 500 : status });
}
