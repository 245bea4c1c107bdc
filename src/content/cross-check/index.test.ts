import { describe, expect, it } from "vitest";
import { crossCheck } from ".";
import { content } from "./test-content";

describe("facts that appear in more than one file", () => {
  it("agree everywhere", () => {
    expect(crossCheck(content)).toEqual([]);
  });
});
