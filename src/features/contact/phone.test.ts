import { describe, expect, it } from "vitest";
import { sanitisePastedPhone, sanitisePhone } from "./phone";

describe("sanitisePhone", () => {
  it("keeps digits as they are", () => {
    expect(sanitisePhone("9876543210")).toBe("9876543210");
  });

  it("removes every character that is not a digit", () => {
    expect(sanitisePhone("98a7-6 5(4)3.2+1x0")).toBe("9876543210");
    expect(sanitisePhone("abc")).toBe("");
    expect(sanitisePhone("")).toBe("");
  });

  it("removes non-ASCII digits and letters too", () => {
    expect(sanitisePhone("٩٨٧6543210")).toBe("6543210");
  });

  it("keeps at most 10 digits", () => {
    expect(sanitisePhone("123456789012345")).toBe("1234567890");
  });
});

describe("sanitisePastedPhone", () => {
  it("strips formatting from a pasted number", () => {
    expect(sanitisePastedPhone("(987) 654-3210")).toBe("9876543210");
  });

  it("drops India's +91 country code and a trunk 0", () => {
    expect(sanitisePastedPhone("+91 98765 43210")).toBe("9876543210");
    expect(sanitisePastedPhone("098765 43210")).toBe("9876543210");
  });

  it("otherwise keeps the first 10 digits", () => {
    expect(sanitisePastedPhone("1234567890123")).toBe("1234567890");
    expect(sanitisePastedPhone("12345")).toBe("12345");
  });
});
