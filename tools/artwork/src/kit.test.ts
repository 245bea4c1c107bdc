import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { drawingSeed } from "./kit.ts";

describe("drawingSeed", () => {
  it("draws a capability, industry or case-study picture from the id it was first drawn under", () => {
    assert.equal(drawingSeed("capabilities/cloud-engineering/hero"), "products/cloud-engineering/hero");
    assert.equal(drawingSeed("industries/edtech/frame-2"), "services/edtech/frame-2");
    assert.equal(drawingSeed("cases/retail-operations/hero"), "case/retail-operations/hero");
  });

  it("draws every other picture from its own id", () => {
    for (const id of ["cases/thumb-12", "insights/offline-first-field-apps/hero", "team/meera-iyer", "home/team", "media/hero-loop"])
      assert.equal(drawingSeed(id), id);
  });
});
