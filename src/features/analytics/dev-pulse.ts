import type { AstroIntegration } from "astro";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PULSE_PATH } from "../../shared/analytics-events";

/*
 * The local site (`npm run dev`, `npm run cms`) has no analytics server, yet every page view sends
 * the beacon's count to /pulse, and Astro's dev server logged a WARN and a 404 for each one, as if
 * something were broken. Its dev server now takes the count quietly (204, nothing kept); the
 * production server (server/) is the one that counts. The build has no /pulse.
 */

/** Answers the beacon's POST to /pulse with 204 and keeps nothing; any other request goes on. */
export function quietPulse(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const path = (req.url ?? "").split("?")[0];
  if (path !== PULSE_PATH) return next();
  req.resume();
  res.statusCode = req.method === "POST" ? 204 : 405;
  if (res.statusCode === 405) res.setHeader("Allow", "POST");
  res.end();
}

export function quietPulseInDev(): AstroIntegration {
  return {
    name: "kovira:quiet-pulse",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(quietPulse);
      },
    },
  };
}
