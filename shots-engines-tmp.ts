import { serve } from "@hono/node-server";
import { writeFileSync, mkdirSync } from "node:fs";
import { createApp } from "./server/app";
import { launchFirefox, launchWebKit } from "./tests/e2e/engines/drivers";
process.env.LEADS_DB = "/tmp/shots-e.db";
const server = serve({ fetch: createApp({ buildDir: "build" }).fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((d) => server.once("listening", d));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
mkdirSync("/tmp/shots", { recursive: true });
const paths = process.argv[2]!.split(",");
for (const [name, launch] of [["firefox", launchFirefox], ["webkit", launchWebKit]] as const) {
  const browser = await launch();
  for (const path of paths) for (const width of [375, 1280]) {
    const driver = await browser.newDriver(base);
    await driver.goto(path, { width, height: 900 });
    await new Promise((r) => setTimeout(r, 800));
    writeFileSync(`/tmp/shots/${name}${path.replace(/\//g, "_")}-${width}.png`, await driver.screenshot());
    await driver.close();
  }
  await browser.close();
}
server.close();
process.exit(0);
