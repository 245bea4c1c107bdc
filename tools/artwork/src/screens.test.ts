import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FREIGHT_KPIS, TILL_ITEMS, tillPrice } from "./screens.ts";

describe("the freight dashboard's KPIs", () => {
  it("end each sparkline on its series' extreme, in the direction the case study reports", () => {
    for (const { label, rising, trend } of FREIGHT_KPIS) {
      const last = trend.at(-1)!;
      const rest = trend.slice(0, -1);
      if (rising) assert.ok(rest.every((v) => v < last), `${label}: the last point is not the highest`);
      else assert.ok(rest.every((v) => v > last), `${label}: the last point is not the lowest`);
      // a little noise, but the second half sits clearly past the first
      const half = trend.length / 2;
      const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
      const [a, b] = [mean(trend.slice(0, half)), mean(trend.slice(half))];
      assert.ok(rising ? b > a : b < a, `${label}: the trend does not go ${rising ? "up" : "down"}`);
    }
  });

  it("tell the case study's story: POD to 95%, collection from 52 days to 41, invoices per clerk tripled", () => {
    const by = Object.fromEntries(FREIGHT_KPIS.map((k) => [k.label, k]));
    assert.equal(by["Trips with digital POD"]!.trend.at(-1), 95);
    assert.deepEqual([by["Collection cycle"]!.trend[0], by["Collection cycle"]!.trend.at(-1)], [52, 41]);
    assert.equal(by["Collection cycle"]!.delta, "−11 days");
    const inv = by["Invoices per clerk"]!.trend;
    assert.equal(inv.at(-1)! / inv[0]!, 3);
  });
});

describe("the grocery till's prices", () => {
  it("are the catalogue's: toor dal ₹165, sunflower oil ₹155, milk ₹32", () => {
    assert.equal(tillPrice("Toor dal 1 kg"), 165);
    assert.equal(tillPrice("Sunflower oil 1 L"), 155);
    assert.equal(tillPrice("Milk 500 ml"), 32);
    assert.equal(new Set(TILL_ITEMS.map(([n]) => n)).size, TILL_ITEMS.length);
  });

  it("name a missing item", () => {
    assert.throws(() => tillPrice("Ghee 1 L"), /Ghee 1 L/);
  });
});
