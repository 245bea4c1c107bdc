import { describe, expect, it } from "vitest";
import {
  checkLogRetention,
  checkPaymentDataRule,
  checkPublicationDates,
  checkReleaseCadence,
  checkThresholdSigners,
  checkUpiAccount,
  checkUpiCollections,
} from "./regulation";
import { cases, texts, teamTexts } from "./test-content";

describe("the cross-check of regulation, standards and dates", () => {
  it("names a page that gives other signers for the loan-core migration's thresholds", () => {
    expect(
      Object.values(texts).filter((text) => text.includes("signed these thresholds") || text.includes("signed the cut-over")),
    ).toHaveLength(2);
    expect(checkThresholdSigners(texts)).toEqual([]);
    expect(
      checkThresholdSigners({
        "src/content/insights/strangler-migration-kept-lender-disbursing.mdx: body":
          "Operations, finance and the engineering team signed off these thresholds for each product line:",
      }),
    ).toEqual([
      `src/content/insights/strangler-migration-kept-lender-disbursing.mdx: body: "Operations, finance and the engineering team signed off these thresholds for each product line:": the thresholds were signed by the lender's heads of operations and finance and our delivery lead; say so in those words`,
    ]);
  });

  it("names a page that counts our UPI work as one marketplace's alone", () => {
    expect(checkUpiAccount(texts)).toEqual([]);
    expect(
      checkUpiAccount({
        "src/content/industries/fintech.yaml: sections.1.content": "Our UPI work so far is one B2B marketplace's callbacks.",
        "src/content/insights/upi-callbacks-exactly-once.mdx: body": "We have built this for that one marketplace so far.",
      }),
    ).toEqual([
      `src/content/industries/fintech.yaml: sections.1.content: "UPI work so far is one": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`,
      `src/content/insights/upi-callbacks-exactly-once.mdx: body: "built this for that one marketplace so far": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`,
    ]);
  });

  it("names a page that claims UPI collections for lenders, whose case studies collect on NACH", () => {
    expect(checkUpiCollections(cases, texts)).toEqual([]);
    const where = "src/content/industries/fintech.yaml: subtitle";
    expect(checkUpiCollections(cases, { [where]: "Loan systems with the NACH and UPI collections around them." })).toEqual([
      `${where}: "NACH and UPI": no lender in our case studies collects over UPI; their repayments run on NACH`,
    ]);
    expect(checkUpiCollections(cases, { [where]: "Loan systems, and UPI collections matched to settlement." })).toEqual([
      `${where}: "UPI collections": no lender in our case studies collects over UPI; their repayments run on NACH`,
    ]);
  });

  it("names a sentence that cites RBI's payment data direction for a lender's loan data", () => {
    expect(checkPaymentDataRule(texts)).toEqual([]);
    const where = "src/content/cases/loan-core-migration.yaml: timelineData.3.content";
    const sentence = "The new loan core runs in India, with its backups in a second Indian region, as RBI's payment data rules require.";
    expect(checkPaymentDataRule({ [where]: `${sentence} It is TypeScript on Node.js.` })).toEqual([
      `${where}: "${sentence}": RBI's payment data direction is about payment system data; cite the rule that keeps loan data in India`,
    ]);
  });

  it("names logs kept for less than CERT-In's 180 days where a page says its directions apply to us", () => {
    expect(checkLogRetention(texts)).toEqual([]);
    const where = "src/content/legal/privacy.yaml: sections.7.paragraphs.1";
    const shorter = { ...texts, [where]: "Our hosting keeps technical logs, such as your IP address and the page requested, for 30 days." };
    expect(checkLogRetention(shorter)).toEqual([`${where}: "for 30 days": CERT-In's directions ask for 180 days of logs, kept in India`]);
  });

  it("names a clause that dates work to a standard before it was published", () => {
    expect(checkPublicationDates(texts)).toEqual([]);
    expect(checkPublicationDates(Object.fromEntries(teamTexts))).toEqual([]);
    const where = "src/content/team/meera-iyer.yaml: aboutLong";
    expect(
      checkPublicationDates({
        [where]: "Since joining Kovira Labs in 2020 she has built our accessibility reviews against WCAG 2.2. She runs field research.",
      }),
    ).toEqual([
      `${where}: "Since joining Kovira Labs in 2020 she has built our accessibility reviews against WCAG 2.2.": WCAG 2.2 came out in 2023, after 2020`,
    ]);
  });

  it("names a page that states the release cadence another way than several a week", () => {
    expect(checkReleaseCadence(texts)).toEqual([]);
    expect(
      checkReleaseCadence({
        "src/content/home/home.yaml: capabilityTiles.3.blurb": "On-call rotas, so releases go out every week instead of every quarter.",
        "src/content/capabilities/managed-devops.yaml: sections.0.content": "The aim is many small deploys a week.",
      }),
    ).toEqual([
      'src/content/home/home.yaml: capabilityTiles.3.blurb: "releases go out every week": releases go out several times a week, as the managed cloud case shows; say it that way',
      'src/content/capabilities/managed-devops.yaml: sections.0.content: "many small deploys a week": releases go out several times a week, as the managed cloud case shows; say it that way',
    ]);
  });
});
