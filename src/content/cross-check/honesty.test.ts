import { describe, expect, it } from "vitest";
import {
  checkAiCases,
  checkCloudClaims,
  checkIndustryClaims,
  checkOfflineTills,
  checkPictureClaims,
  checkUnfiledHeroes,
  checkUnshippedClaims,
  checkUnshippedFeatures,
  checkUnshippedSections,
  toldAsUnshipped,
} from "./honesty";
import { cases, industries, home, texts, content } from "./test-content";

describe("the cross-check of claims of shipped and unshipped work", () => {
  it("names the hero picture of an industry page with no case study that is not described as an illustration", () => {
    expect(checkUnfiledHeroes(cases, content.industries, texts)).toEqual([]);
    const hero = "src/content/industries/hospitality.yaml: heroImage.alt";
    expect(texts[hero]).toMatch(/^Illustration: a design for /);
    expect(checkUnfiledHeroes(cases, content.industries, { ...texts, [hero]: "Hotel reservations calendar on a laptop" })).toEqual([
      `${hero}: no case study is filed under Hospitality, so its picture shows no real screen: open the description with "Illustration: a design for"`,
    ]);
  });

  it("names an untagged feature that names what its section says is not shipped", () => {
    expect(checkUnshippedFeatures(texts)).toEqual([]);
    const section = "src/content/industries/retail.yaml: sections.1";
    expect(
      checkUnshippedFeatures({
        [`${section}.content`]:
          "For the grocery chain we built one catalogue. Storefronts read from the PIM. We have read the ONDC specifications but not yet shipped a seller integration.",
        [`${section}.features.0`]: "PIM with variants, GS1 barcodes and media",
        [`${section}.features.1`]: "ONDC seller feeds from the same catalogue",
        [`${section}.features.2`]: "ONDC catalogue sync, not yet shipped",
      }),
    ).toEqual([
      `${section}.features.1: "ONDC seller feeds from the same catalogue" names ONDC, which its section says is not shipped: tag it ", not yet shipped"`,
    ]);
  });

  it("names an untagged feature about work its section denies, by a shared word or a denial of the whole section", () => {
    const section = "src/content/industries/medtech.yaml: sections.2";
    expect(
      checkUnshippedFeatures({
        [`${section}.content`]: "For the clinic network we built appointments. Teleconsultation and home monitoring we have not shipped.",
        [`${section}.features.0`]: "Teleconsultation under Telemedicine Practice Guidelines 2020",
        [`${section}.features.1`]: "Role-based access to patient records",
      }),
    ).toEqual([
      `${section}.features.0: "Teleconsultation under Telemedicine Practice Guidelines 2020" shares "teleconsultation" with a sentence of its section that says it is not shipped: tag it ", not yet shipped"`,
    ]);
    const guest = "src/content/industries/hospitality.yaml: sections.2";
    expect(
      checkUnshippedFeatures({
        [`${guest}.content`]: "We built the front-desk booking tool. None of the guest-facing pieces here has shipped yet.",
        [`${guest}.features.0`]: "Web check-in with ID document capture",
        [`${guest}.features.1`]: "Front-desk booking tool, shipped for one hotel group",
      }),
    ).toEqual([
      `${guest}.features.0: "Web check-in with ID document capture": its section says "None of the guest-facing pieces here has shipped yet.": tag it ", not yet shipped"`,
    ]);
  });

  it('names every untagged feature of a section that tells all of its work with "would", unless the section is planned', () => {
    // DOOH's players and CMS, as the page told them before the section was marked planned.
    const section = "src/content/industries/dooh.yaml: sections.0";
    const players = {
      [`${section}.content`]:
        "A screen on a flyover has to keep playing through power cuts. We would build the player to cache the whole schedule. Its CMS would handle loops and dayparting.",
      [`${section}.features.0`]: "Offline-first players for Android, Tizen and webOS",
      [`${section}.features.1`]: "Loop scheduling with share-of-voice controls, not yet shipped",
    };
    expect(checkUnshippedFeatures(players)).toEqual([
      `${section}.features.0: "Offline-first players for Android, Tizen and webOS": its section tells all of its work with "would": set the section's status to planned, or tag it ", not yet shipped"`,
    ]);
    // Marked planned, the section says it once: its features carry no tag of their own.
    expect(checkUnshippedFeatures({ ...players, [`${section}.status`]: "planned" })).toEqual([
      `${section}.features.1: "Loop scheduling with share-of-voice controls, not yet shipped": its section is planned, which says once that none of it has shipped: drop the words`,
    ]);
    expect(
      checkUnshippedFeatures({
        ...players,
        [`${section}.status`]: "planned",
        [`${section}.features.1`]: "Loop scheduling with share-of-voice controls",
      }),
    ).toEqual([]);
  });

  it("names a planned section whose text tells some of its work as done", () => {
    const section = "src/content/industries/agritech.yaml: sections.1";
    expect(
      checkUnshippedFeatures({
        [`${section}.status`]: "planned",
        [`${section}.content`]: "We built member registries for two FPOs. Payouts would reach members' bank accounts through bank APIs.",
        [`${section}.features.0`]: "FPO member registry with land records",
      }),
    ).toEqual([
      `${section}.content: its section is planned, but this tells some of its work as done: write it as what we would build, or drop the status`,
    ]);
  });

  it('reads a section as told all with "would" only when every sentence about our work says so', () => {
    expect(toldAsUnshipped("A screen has to keep playing. We would build the player. Its CMS would handle loops.")).toBe(true);
    expect(toldAsUnshipped("We have not yet built an online channel. One would hold stock while a customer pays.")).toBe(true);
    // A sentence of shipped work makes the section mixed, and its features are tagged one by one.
    expect(toldAsUnshipped("The app we shipped streams lessons over HLS. Live classes we would build on the same player.")).toBe(false);
    // Nothing about our work either way.
    expect(toldAsUnshipped("Subscribers want to recharge without calling anyone.")).toBe(false);
    // A sentence that starts in lower case ("eSIM") is a sentence of its own.
    expect(toldAsUnshipped("The app we built takes UPI recharges. eSIM activation we would add later.")).toBe(false);
  });

  it("names an industry page with no case study whose subtitle or menu tagline does not say so", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(
      checkIndustryClaims(cases, titles, {
        ...texts,
        "src/content/industries/dooh.yaml: summary": "Screen players, CMS and programmatic DOOH with proof-of-play that advertisers accept",
      }),
    ).toEqual([`src/content/industries/dooh.yaml: summary: no case study is filed under ${titles.dooh}, and this does not say so`]);
  });

  it("names a section of an industry page with no case study that tells its work as done", () => {
    const titles = Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title]));
    expect(checkUnshippedSections(cases, titles, texts)).toEqual([]);
    expect(
      checkUnshippedSections(cases, titles, {
        ...texts,
        "src/content/industries/edtech.yaml: sections.0.content":
          "We package courses as SCORM 1.2, SCORM 2004 or cmi5, and tools launch from any LTI 1.3 platform.",
        "src/content/industries/fintech.yaml: sections.0.content": "We build loan management systems.",
      }),
    ).toEqual([
      `src/content/industries/edtech.yaml: sections.0.content: no case study is filed under ${titles.edtech}, and this section tells its work as done: say what shipped and what we would build`,
    ]);
  });

  it("names a page that claims work no case study shows, unless it says the work is not shipped yet", () => {
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        "src/content/industries/retail.yaml: sections.1.features.3": "ONDC seller app integration over Beckn",
        "src/content/industries/retail.yaml: sections.1.content": "Storefronts and marketplace feeds sell from one catalogue.",
        "src/content/industries/fintech.yaml: sections.2.content":
          "We have read the V-CIP requirements and would build it behind an adapter.",
        "src/content/home/home.yaml: capabilityTiles.4.blurb": "Document extraction and retrieval-based assistants, evaluated first.",
        // A capability page's tools are claims too: none of the case studies ran on GKE or Airflow.
        "src/content/capabilities/managed-devops.yaml: sections.1.features.0":
          "Scheduled version upgrades for EKS, GKE and self-managed clusters",
        "src/content/capabilities/data-engineering-analytics.yaml: sections.0.content": "Orchestration runs in Airflow, with backfills.",
      }),
    ).toEqual([
      "src/content/industries/retail.yaml: sections.1.features.3: names ONDC, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/capabilities/data-engineering-analytics.yaml: sections.0.content: names Airflow or Dagster orchestration, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/capabilities/managed-devops.yaml: sections.1.features.0: names clusters on Google's GKE, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/home/home.yaml: capabilityTiles.4.blurb: names document extraction, which no case study shows: back it with one or say it is not shipped yet",
      "src/content/home/home.yaml: capabilityTiles.4.blurb: names retrieval assistants, which no case study shows: back it with one or say it is not shipped yet",
    ]);
    const withOndc = {
      ...cases,
      "retail-operations": {
        ...cases["retail-operations"]!,
        timelineData: [{ title: "Vision & Challenge", content: "The chain listed on ONDC." }],
      },
    };
    expect(checkUnshippedClaims(withOndc as typeof cases, { "src/content/industries/retail.yaml: summary": "ONDC listings" })).toEqual([]);
  });

  it("names a sentence that claims unshipped work beside another that says something else is not shipped, and a feature leaning on it", () => {
    const section = "src/content/industries/fintech.yaml: sections.1";
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        [`${section}.content`]: "For card flows we use network tokenisation. No case study of ours is a payments build yet.",
        [`${section}.features.3`]: "Card-on-file tokenisation under RBI rules",
      }),
    ).toEqual([
      `${section}.content: names card tokenisation, which no case study shows: back it with one or say it is not shipped yet`,
      `${section}.features.3: names card tokenisation, which no case study shows: back it with one or say it is not shipped yet`,
    ]);
    expect(
      checkUnshippedClaims(cases, {
        ...texts,
        [`${section}.content`]: "No card flow of ours has shipped yet; for one we would use network tokenisation.",
        [`${section}.features.3`]: "Card-on-file tokenisation under RBI rules",
      }),
    ).toEqual([]);
  });

  it("names IEC 62304 device work told in the present tense, with no device shipped", () => {
    const medtech = Object.keys(texts).find(
      (key) => key.startsWith("src/content/industries/medtech.yaml: ") && texts[key]!.includes("ISO 14971") && key.endsWith(".content"),
    )!;
    expect(checkUnshippedClaims(cases, texts)).toEqual([]);
    const status = medtech.replace(/content$/, "status");
    expect(texts[status]).toBe("planned");
    const { [status]: _planned, ...unmarked } = texts;
    const presentTense = {
      [medtech]: "We work inside your quality management system and follow IEC 62304, with risk controls from your ISO 14971 file.",
      [medtech.replace(/content$/, "features.0")]: "IEC 62304 lifecycle documentation and traceability",
    };
    expect(checkUnshippedClaims(cases, { ...unmarked, ...presentTense })).toEqual(
      [medtech, medtech.replace(/content$/, "features.0")].map(
        (where) =>
          `${where}: names medical device software (IEC 62304), which no case study shows: back it with one or say it is not shipped yet`,
      ),
    );
    // A feature of a planned section leans on the section's status; its text still says it in words.
    expect(checkUnshippedClaims(cases, { ...texts, ...presentTense })).toEqual([
      `${medtech}: names medical device software (IEC 62304), which no case study shows: back it with one or say it is not shipped yet`,
    ]);
  });

  it("names a picture that shows unshipped work as if shipped, or names a client from the wall", () => {
    expect(checkPictureClaims(home, cases, texts)).toEqual([]);
    expect(
      checkPictureClaims(home, cases, {
        ...texts,
        "src/content/industries/fintech.yaml: sections.2.image.alt": "Video KYC call on a phone, liveness passed",
        "src/content/industries/dooh.yaml: heroImage.alt": `Billboards showing ${home.clients[0]} adverts`,
      }),
    ).toEqual([
      `src/content/industries/dooh.yaml: heroImage.alt: names "${home.clients[0]}", a client on the home page's wall: a picture names no client`,
      'src/content/industries/fintech.yaml: sections.2.image.alt: shows video KYC (V-CIP), which no case study shows: open the description with "Illustration" and describe a design',
    ]);
  });

  it("names a case study filed under AI & intelligent systems whose story shows no model", () => {
    expect(checkAiCases(cases)).toEqual([]);
    const agritech = cases["agritech-intelligence-platform"]!;
    const filedUnderAi = {
      ...agritech,
      facts: {
        ...agritech.facts,
        capabilities: [...agritech.facts.capabilities, { collection: "capabilities" as const, id: "ai-intelligent-systems" }],
      },
    };
    expect(checkAiCases({ ...cases, "agritech-intelligence-platform": filedUnderAi })).toEqual([
      "src/content/cases/agritech-intelligence-platform.yaml: facts.capabilities: ai-intelligent-systems, but its story shows no model",
    ]);
  });

  it("names a capability tagline that claims a cloud no case study ran on", () => {
    expect(
      checkCloudClaims(cases, {
        "src/content/capabilities/cloud-engineering.yaml: summary":
          "Landing zones, migrations and cost control on AWS, Google Cloud and Azure",
        "src/content/capabilities/cloud-engineering.yaml: subtitle":
          "We write Terraform for Azure too, but have no shipped Azure work to show yet.",
      }),
    ).toEqual([
      "src/content/capabilities/cloud-engineering.yaml: summary: names Azure, which no case study ran on: say there is no shipped work there yet",
    ]);
  });

  it("refuses a price change said to reach every till in minutes, since an offline till takes it when it reconnects", () => {
    expect(
      checkOfflineTills({
        "src/content/industries/retail.yaml: sections[1].content": "A price change reaches every till within 15 minutes. Stock is minutes old.",
        "src/content/cases/retail-operations.yaml: story[4].content": "A price change reaches every online till within 15 minutes; an offline till bills at its old price.",
      }),
    ).toEqual([
      'src/content/industries/retail.yaml: sections[1].content: "A price change reaches every till within 15 minutes.": a till offline at the time takes the change when it reconnects: say every online till',
    ]);
  });
});
