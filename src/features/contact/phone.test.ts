import { describe, expect, it } from "vitest";
import { phoneTooLong, sanitisePastedPhone, sanitisePhone } from "./phone";

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

  it("keeps every digit, however many: a longer number is never cut", () => {
    expect(sanitisePhone("123456789012345")).toBe("123456789012345");
    expect(sanitisePhone("+44 20 7946 0958")).toBe("442079460958");
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

  it("otherwise keeps every digit", () => {
    expect(sanitisePastedPhone("1234567890123")).toBe("1234567890123");
    expect(sanitisePastedPhone("+44 20 7946 0958")).toBe("442079460958");
    expect(sanitisePastedPhone("12345")).toBe("12345");
  });
});

describe("phoneTooLong", () => {
  it("says how many digits there are when there are more than 10, and nothing otherwise", () => {
    expect(phoneTooLong("442079460958")).toBe("This number has 12 digits; the form takes a 10-digit number in India.");
    expect(phoneTooLong("9876543210")).toBeUndefined();
    expect(phoneTooLong("98765")).toBeUndefined();
  });
});
