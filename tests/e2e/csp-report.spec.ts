import { expect, test } from "@playwright/test";

/** What the server has counted since it started (COUNTERS_PORT, docs/server.md "Attacks are visible"). */
async function counters(): Promise<Record<string, number>> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_COUNTERS_PORT}/`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

test("a script the page's policy blocks is reported by the browser and counted by the server", async ({ page, browserName }) => {
  test.skip(browserName !== "chromium", "the build project runs in Chromium");
  await page.goto("/about");
  const before = await counters();
  const violations: string[] = [];
  await page.exposeFunction("violated", (directive: string) => violations.push(directive));
  await page.evaluate(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => void (window as unknown as { violated: (d: string) => void }).violated(event.effectiveDirective),
    );
    // What an injected script looks like to the page: inline, with no hash the build listed.
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.body.append(script);
  });
  await expect.poll(() => violations).toContain("script-src-elem");
  expect(await page.locator("html").getAttribute("data-injected")).toBeNull();
  const grew = async () => {
    const now = await counters();
    return (now["csp-reports: script-src-elem"] ?? 0) - (before["csp-reports: script-src-elem"] ?? 0);
  };
  await expect.poll(grew, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
});
