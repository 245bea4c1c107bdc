import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time, to prerender every route. Unlike React Router's default it waits for
 * all content and never outlines a Suspense boundary: React would otherwise move large sections
 * (the home page's hydration boundaries) into hidden nodes revealed by script, so they would be
 * invisible without JavaScript and painted late with it.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
      },
      onShellError: reject,
      onError(error) {
        statusCode = 500;
        console.error(error);
      },
    });
  });
}
