import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CLOUDFLARE_MAX_RULES, notFoundPolicy, policyCovers, type CspManifest } from "../../integrations/site-output/deploy-configs";
import { headerNamesFor, headerValueFor, parseHeadersFile, servedPaths } from "../../integrations/site-output/headers-file";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

test.describe("the built _headers, as Cloudflare Pages and Netlify read it", () => {
  const text = readFileSync(join(buildDir, "client", "_headers"), "utf8");
  const csp = JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")) as CspManifest;

  test(`fits Cloudflare's ${CLOUDFLARE_MAX_RULES} rules`, () => {
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
  });

  test("gives every page each header once, with the policy our own server sends", async ({ request }) => {
    const ceiling = notFoundPolicy(csp);
    for (const file of Object.keys(csp.pages)) {
      const paths = servedPaths(file);
      for (const path of paths) {
        const names = headerNamesFor(text, path);
        // The policy twice: the rule for every path carries the ceiling of all the pages' policies,
        // for the Not Found page of unknown paths; the page's own narrows it.
        expect(names.filter((name) => name !== "Content-Security-Policy").length, path).toBe(
          new Set(names.filter((name) => name !== "Content-Security-Policy")).size,
        );
        expect(
          names.filter((name) => name === "Content-Security-Policy"),
          path,
        ).toHaveLength(2);
      }
      const ours = (await request.get(paths.at(-1)!)).headers()["content-security-policy"];
      // Our server runs over plain HTTP here; the static hosts serve HTTPS and add only that.
      for (const path of paths) {
        const [first, own] = headerValueFor(text, path, "Content-Security-Policy").split(", ");
        expect(first, path).toBe(ceiling);
        expect(policyCovers(ceiling, own!), path).toBe(true);
        // Our server also has browsers report violations to it; the static hosts have no endpoint for them.
        expect(own!.replace(/; upgrade-insecure-requests$/, ""), path).toBe(ours!.replace(/; report-uri \S+$/, ""));
      }
    }
  });

  test("gives an unknown path's Not Found page a policy and the security headers", () => {
    const names = headerNamesFor(text, "/no/such/page");
    for (const name of ["Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Strict-Transport-Security"])
      expect(names).toContain(name);
    expect(headerValueFor(text, "/no/such/page", "Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});
