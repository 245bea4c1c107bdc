/**
 * Kovira Labs image generator — `npm run generate`.
 *
 * Everything is drawn in code (SVG strings → resvg → sharp/ffmpeg) from a
 * fixed seed per id, so reruns produce the same files. Optional filter:
 * `npm run generate -- heroes` only regenerates ids containing "heroes"
 * (or a group name: heroes, frames, sections, thumbs, people, media, vectors;
 * `insights` selects the article heroes, which are also part of `heroes`).
 * `--out DIR` writes into DIR (laid out like the site: DIR/public/…,
 * DIR/src/content/generated/images.json) instead of the site.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { emitRaster as emitRasterNow, log, manifest, writeManifest, type ManifestEntry } from "./core.ts";
import { readInsights, readPlannedSections } from "./content.ts";
import { manifestFile, outDir, setOutRoot } from "./paths.ts";
import * as H from "./heroes.ts";
import { INSIGHT_HEROES, insightHero } from "./insights.ts";
import { SECTION_SPECS, sectionScene } from "./sections.ts";
import { thumbScene } from "./thumbs.ts";
import { CLIENTS, TEAM, avatarScene, portraitScene, teamScene } from "./people.ts";
import { cityFrame, pipelineFrame, writeMedia } from "./media.ts";
import { writeBrand, writeClients, writeSignatures } from "./vectors.ts";

const HERO = { widths: [640, 960, 1280, 1920], budget: { width: 1280, bytes: 80_000 }, avifQuality: 66 };
const SECTION = { widths: [480, 960], budget: { width: 960, bytes: 60_000 }, avifQuality: 64 };
const THUMB = { widths: [320, 640], budget: { width: 640, bytes: 25_000 }, avifQuality: 60 };
const PORTRAIT = { widths: [320, 640], budget: { width: 640, bytes: 25_000 }, avifQuality: 64 };
const AVATAR = { widths: [96, 192], avifQuality: 66 };

const HEROES: Record<string, (id: string) => string> = {
  "capabilities/digital-transformation/hero": H.digitalTransformationHero,
  "capabilities/data-engineering-analytics/hero": H.dataEngineeringHero,
  "capabilities/cloud-engineering/hero": H.cloudHero,
  "capabilities/managed-devops/hero": H.devopsHero,
  "capabilities/ai-intelligent-systems/hero": H.aiHero,
  "capabilities/product-modernization/hero": H.modernizationHero,
  "capabilities/ux-product-design/hero": H.uxHero,
  "capabilities/api-microservices/hero": H.apiHero,
  "industries/fintech/hero": H.fintechHero,
  "industries/edtech/hero": H.edtechHero,
  "industries/hospitality/hero": H.hospitalityHero,
  "industries/dooh/hero": H.doohHero,
  "industries/agritech/hero": H.agritechHero,
  "industries/telecom/hero": H.telecomHero,
  "industries/retail/hero": H.retailHero,
  "industries/medtech/hero": H.medtechHero,
  "cases/intelligent-loan-management/hero": H.caseLoanHero,
  "cases/smart-food-logging/hero": H.caseFoodHero,
  "cases/unified-data-platform/hero": H.caseDataPlatformHero,
  "cases/agritech-intelligence-platform/hero": H.caseAgriHero,
  "cases/digital-transformation/hero": H.caseTransformationHero,
  "cases/retail-operations/hero": H.caseRetailOpsHero,
  "cases/healthcare-network-management/hero": H.caseHealthNetworkHero,
  "cases/smart-governance-portal/hero": H.caseGovHero,
  "cases/managed-cloud-operations/hero": H.caseCloudOpsHero,
  "cases/loan-core-migration/hero": H.caseLoanCoreHero,
  "cases/clinic-booking-app/hero": H.caseClinicBookingHero,
};

const FRAMES: Record<string, (id: string) => string> = {
  "capabilities/digital-transformation/frame-1": H.dtFrame1,
  "capabilities/digital-transformation/frame-2": H.dtFrame2,
  "capabilities/digital-transformation/frame-3": H.dtFrame3,
  "industries/edtech/frame-1": H.edFrame1,
  "industries/edtech/frame-2": H.edFrame2,
  "industries/edtech/frame-3": H.edFrame3,
};

/**
 * Which of a page's sections are planned, from the site; without the page, each drawing's own flag
 * stands. A drawing whose own flag disagrees with the site is reported: its figures were written
 * for the other case, so read them again.
 */
function plannedSections(key: string): (boolean | undefined)[] {
  const planned = readPlannedSections(key);
  if (!planned) {
    log(`  (the site has no page for ${key}: section artwork keeps its own planned flags)`);
    return [];
  }
  SECTION_SPECS[key]!.sections.forEach(([heading, spec], i) => {
    if (planned[i] !== undefined && planned[i] !== (spec.planned === true))
      log(
        `  ! ${key}/section-${i + 1} ("${heading}"): the site ${planned[i] ? "marks it planned" : "says it shipped"}, src/sections.ts ${spec.planned ? "marks it planned" : "does not"}: check what the drawing claims`,
      );
  });
  return planned;
}

/** Render synchronously, encode in the background: at most 2 ids in flight. */
const inflight = new Set<Promise<void>>();
async function emitRaster(...args: Parameters<typeof emitRasterNow>) {
  while (inflight.size >= 2) await Promise.race(inflight);
  const p: Promise<void> = emitRasterNow(...args).finally(() => inflight.delete(p));
  inflight.add(p);
}

const args = parseArgs({ options: { out: { type: "string" } }, allowPositionals: true });
if (args.positionals.length > 1) throw new Error(`expected at most one filter, got: ${args.positionals.join(" ")}`);
const filter = args.positionals[0];
// npm runs scripts in this folder; a relative --out means relative to where npm was invoked.
if (args.values.out !== undefined) setOutRoot(resolve(process.env.INIT_CWD ?? process.cwd(), args.values.out));
const want = (group: string, id: string) => !filter || group === filter || id.includes(filter);

async function main() {
  const t0 = Date.now();
  log(`Kovira Labs images${filter ? ` (filter: ${filter})` : ""} → ${outDir()}`);

  for (const [id, fn] of Object.entries(HEROES)) if (want("heroes", id)) await emitRaster(id, fn(id), HERO);
  // one hero per article in src/content/insights/*.mdx, under the id its frontmatter names
  for (const post of readInsights()) {
    if (!want("heroes", post.image.id) && !want("insights", post.image.id)) continue;
    if (!(post.slug in INSIGHT_HEROES))
      log(`  (src/content/insights/${post.slug}.mdx has no drawing of its own in src/insights.ts: using the generic one)`);
    await emitRaster(post.image.id, insightHero(post), HERO);
  }
  for (const [id, fn] of Object.entries(FRAMES)) if (want("frames", id)) await emitRaster(id, fn(id), HERO);

  for (const key of Object.keys(SECTION_SPECS)) {
    const ids = [1, 2, 3].map((n) => `${key}/section-${n}`);
    if (!ids.some((id) => want("sections", id))) continue;
    const planned = plannedSections(key);
    for (const [i, id] of ids.entries()) if (want("sections", id)) await emitRaster(id, sectionScene(key, i, planned[i]), SECTION);
  }

  for (let i = 0; i < 15; i++) {
    const id = `cases/thumb-${i + 1}`;
    if (want("thumbs", id)) await emitRaster(id, thumbScene(i), THUMB);
  }

  if (want("people", "home/team")) await emitRaster("home/team", teamScene(), { ...HERO, budget: { width: 1280, bytes: 90_000 } });
  for (const id of Object.keys(TEAM)) if (want("people", `team/${id}`)) await emitRaster(`team/${id}`, portraitScene(id), PORTRAIT);
  for (const id of Object.keys(CLIENTS))
    if (want("people", `testimonials/${id}`)) await emitRaster(`testimonials/${id}`, avatarScene(id), AVATAR);

  if (want("media", "media/hero-loop")) {
    // stills: frame 0 of the GIF (still) and of the video (poster)
    await emitRaster("media/hero-loop-still", pipelineFrame(0), HERO);
    await emitRaster("media/hero-loop-poster", cityFrame(0), HERO);
    await writeMedia();
  }

  if (want("vectors", "vectors")) {
    writeClients();
    writeSignatures(Object.keys(TEAM));
    await writeBrand();
  }

  await Promise.all(inflight);

  if (filter) {
    // partial run: merge with the existing manifest
    const file = manifestFile();
    if (existsSync(file)) {
      const prev = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
      for (const [k, v] of Object.entries(prev)) if (!(k in manifest)) manifest[k] = v;
    }
  }
  writeManifest();
  log(`Done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
