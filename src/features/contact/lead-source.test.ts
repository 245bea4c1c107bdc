import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { beforeEach, describe, expect, it } from "vitest";
import { NOTICE_VERSION, SOURCE_FIELDS } from "~/shared/email-params";
import { leadSource, startLeadSource } from "./lead-source";

/** The first page of a visit, reached from `referrer`, as the inlined recorder sees it on load. */
function arrive(path: string, referrer: string) {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  startLeadSource();
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});


describe("where a lead came from", () => {
  it("notes the visit's first page, the referring site's host and the campaign once per tab", () => {
    arrive("/services/fintech?utm_source=newsletter&utm_medium=email&utm_campaign=launch&other=x", "https://www.google.com/search?q=kovira");
    // A later page of the same visit changes none of it.
    arrive("/about?utm_source=elsewhere", `${window.location.origin}/services/fintech`);
    window.history.replaceState(null, "", "/");
    expect(leadSource("connect")).toEqual({
      landing_page: "/services/fintech",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "",
      utm_content: "",
      sent_from: "/",
      opened_by: "",
      notice_version: NOTICE_VERSION,
    });
  });

  it("takes no referrer from this site itself, and keeps nothing in a cookie", () => {
    arrive("/", `${window.location.origin}/privacy`);
    expect(leadSource("meeting").referrer_host).toBe("");
    expect(document.cookie).toBe("");
  });

  it("notes the control that opened the form, by its name and where it sits, for that form only", () => {
    document.body.innerHTML = `<header><button data-contact-opener="meeting"><span>Book a Meeting</span></button></header>
      <main><a href="/connect" aria-label="Call me back">Talk to us</a></main>`;
    window.history.replaceState(null, "", "/privacy");
    startLeadSource();
    document.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(leadSource("meeting")).toMatchObject({ opened_by: "Book a Meeting (header)", sent_from: "/privacy" });
    expect(leadSource("connect").opened_by).toBe("");

    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    // The link leads to the Connect page: sent from there, it still counts.
    window.history.replaceState(null, "", "/connect");
    expect(leadSource("connect").opened_by).toBe("Call me back (main)");
    // Sent from some other page later, it no longer does.
    window.history.replaceState(null, "", "/about");
    expect(leadSource("connect").opened_by).toBe("");
  });
});

describe("the privacy notice", () => {
  it("lists every field that says where a lead came from", () => {
    const privacy = parse(readFileSync("src/content/legal/privacy.yaml", "utf8")) as { sections: { id: string; list?: string[] }[] };
    const listed = privacy.sections.find((section) => section.id === "what-we-collect")!.list!.join(" ");
    const described: Record<(typeof SOURCE_FIELDS)[number], RegExp> = {
      landing_page: /first page of this site you opened/,
      referrer_host: /name of the\s+site that linked you here/,
      utm_source: /utm_source/,
      utm_medium: /utm_medium/,
      utm_campaign: /utm_campaign/,
      utm_term: /utm_term/,
      utm_content: /utm_content/,
      sent_from: /page you sent the form from/,
      opened_by: /button or link\s+you opened it with/,
      notice_version: /version of the notice/,
    };
    for (const field of SOURCE_FIELDS) expect(listed, field).toMatch(described[field]);
    expect(listed).toMatch(/never in a cookie/);
  });
});
