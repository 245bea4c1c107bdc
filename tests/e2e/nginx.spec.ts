import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inlineScriptHashes } from "../../integrations/site-output/csp-manifest";
import { editorHostConfigs, nginxConfig, type CspManifest } from "../../integrations/site-output/deploy-configs";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => spawnSync(path, ["-v"]).status === 0);
const PORT = 8089;
/** The content editor's own origin (decision 033), a second server block. */
const EDITOR_PORT = 8090;
const buildDir = resolve(process.env.BUILD_DIR ?? "build");

test.describe("the generated nginx config, on Debian's nginx", () => {
  test.skip(!NGINX, "nginx is not installed");
  test.describe.configure({ mode: "serial" });
  let nginx: ChildProcess;

  test.beforeAll(async () => {
    const prefix = mkdtempSync(join(tmpdir(), "kovira-nginx-"));
    const csp = JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")) as CspManifest;
    writeFileSync(join(prefix, "site.conf"), nginxConfig(csp, join(buildDir, "client"), PORT));
    const editorHashes = inlineScriptHashes(readFileSync(join(buildDir, "editor", "admin", "index.html"), "utf8"));
    writeFileSync(join(prefix, "editor.conf"), editorHostConfigs(editorHashes, join(buildDir, "editor"), EDITOR_PORT).nginx);
    writeFileSync(
      join(prefix, "nginx.conf"),
      `worker_processes 1;\nuser root;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  fastcgi_temp_path ${prefix};\n  uwsgi_temp_path ${prefix};\n  scgi_temp_path ${prefix};\n  include ${prefix}/site.conf;\n  include ${prefix}/editor.conf;\n}\n`,
    );
    nginx = spawn(NGINX!, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
    for (let i = 0; i < 50; i++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/`).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("nginx did not start");
  });

  test.afterAll(() => {
    nginx?.kill("SIGTERM");
  });

  test("serves pages with their CSP and the security headers", async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${PORT}/services/fintech`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<h1");
    const csp = JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")) as CspManifest;
    const headers = response.headers();
    for (const hash of csp.pages["/services/fintech/index.html"]!) expect(headers["content-security-policy"]).toContain(hash);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // The static hosts serve HTTPS, so their configs keep the headers that insist on it.
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  test("holds no content editor: it has an origin of its own (decision 033)", async ({ request }) => {
    expect((await request.get(`http://127.0.0.1:${PORT}/admin/`)).status()).toBe(404);
    expect((await request.get(`http://127.0.0.1:${PORT}/admin/config.yml`)).status()).toBe(404);
  });

  test("the editor's own origin opens the editor with its own policy, and it starts with no violation", async ({ page, request }) => {
    const editor = await request.get(`http://127.0.0.1:${EDITOR_PORT}/admin/`);
    expect(editor.headers()["content-security-policy"]).toContain("connect-src 'self' https://api.github.com;");
    expect(editor.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(editor.headers()["x-robots-tag"]).toBe("noindex");
    const config = await request.get(`http://127.0.0.1:${EDITOR_PORT}/admin/config.yml`);
    expect(config.headers()["content-type"]).toContain("text/yaml");
    expect(await config.text()).toContain("publish_mode: editorial_workflow");
    const violations: string[] = [];
    page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.goto(`http://127.0.0.1:${EDITOR_PORT}/`);
    await expect(page).toHaveURL(/\/admin\/(#\/)?$/);
    await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
    // Served from 127.0.0.1, Decap first looks for the local proxy of `npm run cms` (config.yml's
    // local_backend), which the policy rightly refuses; on the editor's own host name it does not.
    expect(violations.filter((text) => !text.includes("http://localhost:8081/api/v1"))).toEqual([]);
  });

  test("answers unknown paths with the Not Found page and 404", async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${PORT}/no/such/page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await request.get(`http://127.0.0.1:${PORT}/products/nope.data`)).status()).toBe(404);
  });

  test("answers deploy files and dotfiles with the Not Found page, and serves /.well-known/", async ({ request }) => {
    for (const path of ["/_headers", "/_redirects", "/.well-known", "/images/.hidden", "/%5Fheaders", "/%2Eenv"]) {
      const response = await request.get(`http://127.0.0.1:${PORT}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
      expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
    const wellKnown = await request.get(`http://127.0.0.1:${PORT}/.well-known/security.txt`);
    expect(wellKnown.status()).toBe(200);
    expect(await wellKnown.text()).toContain("Contact:");
  });

  test("serves precompressed gzip and immutable assets", async ({ request }) => {
    const html = await (await request.get(`http://127.0.0.1:${PORT}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const response = await request.get(`http://127.0.0.1:${PORT}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
