import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CLOUDFLARE_MAX_RULES, type CspManifest } from "../../integrations/site-output/deploy-configs";
import { headerNamesFor, headerValueFor, parseHeadersFile, servedPaths } from "../../integrations/site-output/headers-file";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

test.describe("the built _headers, as Cloudflare Pages and Netlify read it", () => {
  const text = readFileSync(join(buildDir, "client", "_headers"), "utf8");
  const csp = JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")) as CspManifest;

  test(`fits Cloudflare's ${CLOUDFLARE_MAX_RULES} rules`, () => {
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
  });

  test("gives every page each header once, with the policy our own server sends", async ({ request }) => {
    for (const file of Object.keys(csp.pages)) {
      const paths = servedPaths(file);
      for (const path of paths) {
        const names = headerNamesFor(text, path);
        expect(names.length, path).toBe(new Set(names).size);
        expect(names, path).toContain("Content-Security-Policy");
      }
      const ours = (await request.get(paths.at(-1)!)).headers()["content-security-policy"];
      // Our server runs over plain HTTP here; the static hosts serve HTTPS and add only that.
      for (const path of paths)
        expect(headerValueFor(text, path, "Content-Security-Policy").replace(/; upgrade-insecure-requests$/, ""), path).toBe(ours);
    }
  });
});
