import { describe, expect, it } from "vitest";
import { ISLANDS, loadIsland, serializeProps } from "./registry";

describe("islands", () => {
  it("each load a component", async () => {
    for (const name of Object.keys(ISLANDS)) expect(typeof (await loadIsland(name)), name).toBe("function");
  });

  it("refuse a name that is not registered", async () => {
    await expect(loadIsland("sidebar")).rejects.toThrow(/unknown island "sidebar"/);
  });

  it("write props no text inside them can close the script element", () => {
    const json = serializeProps({ quote: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ quote: "</script><script>alert(1)</script>" });
  });
});
