import { expect, test } from "@playwright/test";

test.describe("production server", () => {
  test("HTML carries the security headers and a hash-based CSP", async ({ request }) => {
    const response = await request.get("/services/fintech");
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toContain("must-revalidate");
  });

  test("over plain HTTP it tells the browser neither to upgrade requests nor to use HTTPS only", async ({ request }) => {
    for (const path of ["/services/fintech", "/nope", "/favicon.svg"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toBeUndefined();
      expect(headers["content-security-policy"] ?? "", path).not.toContain("upgrade-insecure-requests");
    }
  });

  test("the 404 page has the same headers", async ({ request }) => {
    const response = await request.get("/nope");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("the page's inline scripts all match its CSP hashes", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/case/retail-operations");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("serves brotli, then gzip, chosen by Accept-Encoding", async ({ request }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["vary"]).toContain("Accept-Encoding");
    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const identity = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["content-encoding"]).toBeUndefined();
  });

  test("hashed assets are immutable and revalidate with ETags", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const response = await request.get(asset);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = response.headers()["etag"]!;
    const again = await request.get(asset, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });

  test("answers a byte range of the hero video, as Safari asks for it", async ({ request }) => {
    const whole = await request.head("/media/hero-loop.mp4");
    const size = Number(whole.headers()["content-length"]);
    const response = await request.get("/media/hero-loop.mp4", { headers: { Range: "bytes=0-1" } });
    expect(response.status()).toBe(206);
    expect(response.headers()["accept-ranges"]).toBe("bytes");
    expect(response.headers()["content-range"]).toBe(`bytes 0-1/${size}`);
    expect((await response.body()).length).toBe(2);
  });

  test("answers a malformed address with 400", async ({ request }) => {
    expect((await request.get("/%E0%A4%A")).status()).toBe(400);
  });

  test("rejects methods other than GET and HEAD on pages", async ({ request }) => {
    const response = await request.delete("/");
    expect(response.status()).toBe(405);
  });
});
