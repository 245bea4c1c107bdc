import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names, skipping falsy ones", () => {
    expect(cn("flex", false, undefined, "gap-3", { hidden: false, "p-5": true })).toBe("flex gap-3 p-5");
  });

  it("refuses classes that override each other, outside the browser bundle", () => {
    expect(() => cn("p-6 sm:p-8", "p-0")).toThrow(/"p-6" overridden/);
    expect(() => cn("h-auto w-full", "size-full")).toThrow(/overridden/);
  });

  it("accepts the same utility at different breakpoints", () => {
    expect(cn("p-5", "max-sm:p-4")).toBe("p-5 max-sm:p-4");
  });
});
