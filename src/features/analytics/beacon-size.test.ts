// @vitest-environment node
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { minifiedScript } from "../../../integrations/site-output/inline-scripts";
import { beaconScript, beaconSettings } from "./beacon";

describe("the beacon file", () => {
  it("is under 1 KB with brotli, minified as the build writes it, for every provider", () => {
    for (const config of [
      { mode: "server" },
      { mode: "plausible", url: "https://plausible.io", site: "kovira-labs.com" },
      { mode: "umami", url: "https://stats.example.com", site: "0f1e2d3c-aaaa-bbbb-cccc-111122223333" },
    ] as const) {
      const script = minifiedScript(beaconScript(beaconSettings(config)!));
      expect(brotliCompressSync(script).byteLength, config.mode).toBeLessThan(1024);
    }
  });
});
