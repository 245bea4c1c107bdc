/**
 * Looping media: a deployment-pipeline GIF and a city-billboards video
 * (MP4 + WebM). Frames are SVG → PNG (resvg) in a temp dir, encoded with
 * ffmpeg. The still/poster images are frame 0 of each loop.
 */
import { mkdtempSync, rmSync, writeFileSync, statSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { execFileSync } from "node:child_process";
import { renderSvg, log } from "./core.ts";
import { publicDir } from "./paths.ts";
import {
  C,
  DARK,
  Scene,
  appWindow,
  backdrop,
  barChart,
  circle,
  designPill,
  designPillWidth,
  f,
  floatCard,
  g,
  icon,
  iconTile,
  path,
  pill,
  rect,
  rrect,
  smooth,
  text,
  theme,
} from "./kit.ts";
import { cityScene } from "./heroes.ts";

const TAU = Math.PI * 2;

/* ------------------------------------------------------------------ */
/* GIF: deployment pipeline + scrolling terminal (1600×900 viewBox)        */
/* Shown on the Managed DevOps page, whose client went to about 24 deploys */
/* a month: the week's count stays near that.                             */
/* ------------------------------------------------------------------ */

const LOG: [string, string, string, string][] = [
  ["+", "build", "image api:2.14.0", C.tealL],
  ["+", "test", "1,284 passed", C.tealL],
  ["+", "scan", "0 critical · 2 low", C.tealL],
  [">", "deploy", "canary 10%", C.amberL],
  [">", "deploy", "canary 50%", C.amberL],
  ["+", "deploy", "100% · healthy", C.tealL],
  ["+", "monitor", "p95 182 ms", C.tealL],
  ["+", "monitor", "error rate 0.01%", C.tealL],
];

export function pipelineFrame(t: number): string {
  const s = new Scene(1600, 900, "media/hero-loop");
  s.add(backdrop(s, { glow: C.cobalt, glow2: C.tealL, gx: 0.72, gy: 0.4 }));
  const stages: [string, string, string][] = [
    ["Build", "code", C.cobaltL],
    ["Test", "check", C.tealL],
    ["Scan", "shield", C.amber],
    ["Deploy", "cloud", C.coral],
    ["Monitor", "pulse", C.tealL],
  ];
  const pts: [number, number][] = [
    [780, 250],
    [950, 200],
    [1130, 220],
    [1310, 180],
    [1480, 230],
  ];
  s.add(path(smooth(pts), "none", { stroke: C.cobaltL, "stroke-opacity": 0.35, "stroke-width": 4 }));
  // travelling packet: position along stages, cyclic
  const pos = t * 5; // 0..5, one full pass per loop
  const seg = Math.floor(pos) % 5;
  const u = pos - Math.floor(pos);
  const a = pts[seg]!;
  const b = pts[(seg + 1) % 5]!;
  const wrap = seg === 4;
  if (!wrap) {
    const px = a[0] + (b[0] - a[0]) * u;
    const py = a[1] + (b[1] - a[1]) * u - Math.sin(u * Math.PI) * 12;
    s.add(
      circle(
        px,
        py,
        26,
        s.rad([
          [0, C.tealL, 0.6],
          [1, C.tealL, 0],
        ]),
      ) + circle(px, py, 7, "#E8FFFB"),
    );
  }
  stages.forEach(([name, ic, col], i) => {
    const [x, y] = pts[i]!;
    // glow peaks when the packet arrives (cyclic distance)
    let d = Math.abs(pos - i);
    d = Math.min(d, 5 - d);
    const glow = Math.max(0, 1 - d / 0.9);
    s.add(
      circle(
        x,
        y,
        48 + glow * 16,
        s.rad([
          [0, col, 0.25 + glow * 0.45],
          [1, col, 0],
        ]),
      ),
    );
    s.add(circle(x, y, 30, "#111833", { stroke: col, "stroke-width": 3 + glow * 2 }));
    s.add(icon(ic, x - 13, y - 13, 26, col, 2.2));
    s.add(text(x, y + 58, name, { size: 15, weight: 700, fill: C.text, anchor: "middle" }));
    s.add(circle(x + 22, y - 22, 10, C.tealL) + icon("check", x + 15, y - 29, 14, "#0B1122", 3.2));
  });
  // terminal with scrolling log
  const rows = LOG.length;
  const off = t * rows; // lines scrolled
  const lh = 30;
  // the client's own pipeline: its deploy command carries no name of ours
  let term = text(22, 34, "$ deploy api --env production --watch", { size: 15, fill: C.text });
  let body = "";
  for (let k = -1; k < 8; k++) {
    const idx = (((Math.floor(off) + k) % rows) + rows) % rows;
    const [m, st, d, col] = LOG[idx]!;
    const y = 76 + (k - (off - Math.floor(off))) * lh;
    body +=
      text(22, y, m, { size: 15, weight: 700, fill: col }) +
      text(44, y, st, { size: 15, weight: 600, fill: col }) +
      text(134, y, d, { size: 15, fill: C.muted });
  }
  const cl = s.clip(rect(0, 50, 560, 210, "#000"));
  term += g(body, { "clip-path": cl });
  term += rect(0, 262, 560, 1, "#26304F") + text(22, 284, "$", { size: 15, fill: C.cobaltL });
  if (Math.floor(t * 8) % 2 === 0) term += rect(38, 270, 9, 18, C.cobaltL);
  s.add(appWindow(s, 740, 370, 560, 340, theme(DARK, { bg: "#080D1C" }), term, { title: "deploy — zsh" }));
  // live latency card with a scrolling sparkline (periodic)
  const n = 40;
  const spark: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const ph = (i / n + t) * TAU;
    spark.push([20 + (i / n) * 260, 120 - (18 + 10 * Math.sin(ph * 2) + 6 * Math.sin(ph * 5 + 1))]);
  }
  s.add(
    floatCard(
      s,
      1250,
      500,
      300,
      160,
      DARK,
      text(20, 34, "Latency · p95", { size: 13, fill: DARK.muted }) +
        text(20, 72, "182 ms", { size: 28, weight: 700, fill: DARK.text, family: "display" }) +
        pill(140, 52, "healthy", C.tealL) +
        path(smooth(spark), "none", { stroke: C.tealL, "stroke-width": 2.5 }),
    ),
  );
  s.add(
    floatCard(
      s,
      1250,
      690,
      300,
      84,
      DARK,
      iconTile("bolt", 16, 20, 44, C.coral) +
        text(74, 38, "Deploys this week", { size: 13, fill: DARK.muted }) +
        text(74, 64, "6 · 0 failed", { size: 20, weight: 700, fill: DARK.text, family: "display" }),
    ),
  );
  return s.toString();
}

/* ------------------------------------------------------------------ */
/* Video: city billboards at night (1600×900 viewBox)                       */
/* ------------------------------------------------------------------ */

export function cityFrame(t: number): string {
  const s = new Scene(1600, 900, "media/city-loop");
  s.add(backdrop(s, { glow: C.violet, glow2: C.coral, gx: 0.72, gy: 0.3, grid: "none" }));
  // stars
  const sr = s.r;
  let stars = "";
  for (let i = 0; i < 60; i++) {
    const x = sr.range(500, 1600);
    const y = sr.range(0, 300);
    const tw = 0.35 + 0.35 * Math.sin((t + sr()) * TAU);
    stars += circle(x, y, sr.range(0.8, 1.8), "#fff", { opacity: f(Math.max(0.05, tw)) });
  }
  s.add(stars);
  const fade = s.mask(
    rect(
      0,
      0,
      1600,
      900,
      s.linU(
        [
          [0, "#fff", 0],
          [1, "#fff", 1],
        ],
        480,
        0,
        820,
        0,
      ),
    ),
  );
  const cl = s.clip(rect(480, 0, 1120, 900, "#000"));
  let scene = cityScene(s, 480, 1140, 900, t, { horizon: 770 });
  // light trails on the street
  let trails = "";
  for (let i = 0; i < 10; i++) {
    const lane = i % 2;
    const speed = lane ? 1 : -1;
    const x0 = (i * 173) % 1400;
    const x = 480 + ((((x0 + speed * t * 1400) % 1400) + 1400) % 1400) - 100;
    const y = 800 + lane * 40 + (i % 3) * 6;
    const col = lane ? C.coral : C.amberL;
    trails += rrect(
      x,
      y,
      160,
      4,
      2,
      s.linU(
        [
          [0, col, 0],
          [1, col, 0.9],
        ],
        x + (lane ? 0 : 160),
        0,
        x + (lane ? 160 : 0),
        0,
      ),
    );
  }
  scene += trails;
  s.add(g(g(scene, { "clip-path": cl }), { mask: fade }));
  // a screen-health panel, marked as a design: the site has run no DOOH network
  s.add(
    floatCard(
      s,
      1240,
      600,
      300,
      150,
      DARK,
      text(20, 34, "Screens online", { size: 13, fill: DARK.muted }) +
        designPill(300 - 16 - designPillWidth({ size: 11, label: "Design" }), 15, { size: 11, label: "Design" }) +
        text(20, 72, "312 / 320", { size: 28, weight: 700, fill: DARK.text, family: "display" }) +
        barChart(
          20,
          90,
          260,
          40,
          Array.from({ length: 12 }, (_, i) => 8 + 4 * Math.sin((i / 12 + t) * TAU)),
          C.cobaltL,
          { hi: 11, hiColor: C.coral },
        ),
    ),
  );
  return s.toString();
}

/* ------------------------------------------------------------------ */

function ffmpeg(args: string[]) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "ignore", "inherit"] });
}

function renderFrames(dir: string, n: number, width: number, frame: (t: number) => string) {
  for (let i = 0; i < n; i++) writeFileSync(join(dir, `${String(i).padStart(4, "0")}.png`), renderSvg(frame(i / n), width));
}

function kb(file: string) {
  return `${(statSync(file).size / 1024).toFixed(1)} KB`;
}

export async function writeMedia() {
  const out = join(publicDir(), "media");
  mkdirSync(out, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "kovira-media-"));
  try {
    // GIF: 40 frames × 90 ms = 3.6 s, 960×540
    const gdir = join(tmp, "gif");
    mkdirSync(gdir);
    renderFrames(gdir, 40, 960, pipelineFrame);
    const gif = join(out, "hero-loop.gif");
    ffmpeg([
      "-framerate",
      "100/9",
      "-i",
      join(gdir, "%04d.png"),
      "-vf",
      "split[a][b];[a]palettegen=max_colors=96:stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle",
      "-loop",
      "0",
      "-fflags",
      "+bitexact",
      gif,
    ]);
    log(`  media/hero-loop.gif  ${kb(gif)}`);
    // Video: 125 frames @ 25 fps = 5 s, 1280×720
    const vdir = join(tmp, "video");
    mkdirSync(vdir);
    renderFrames(vdir, 125, 1280, cityFrame);
    const mp4 = join(out, "hero-loop.mp4");
    let crf = 20;
    for (;;) {
      ffmpeg([
        "-framerate",
        "25",
        "-i",
        join(vdir, "%04d.png"),
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        String(crf),
        "-pix_fmt",
        "yuv420p",
        "-profile:v",
        "high",
        "-threads",
        "2",
        "-movflags",
        "+faststart",
        "-an",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        mp4,
      ]);
      if (statSync(mp4).size <= 600 * 1024 || crf >= 36) break;
      crf += 2;
    }
    log(`  media/hero-loop.mp4  ${kb(mp4)}  (crf ${crf})`);
    const webm = join(out, "hero-loop.webm");
    let vcrf = 31;
    for (;;) {
      ffmpeg([
        "-framerate",
        "25",
        "-i",
        join(vdir, "%04d.png"),
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        String(vcrf),
        "-pix_fmt",
        "yuv420p",
        "-row-mt",
        "1",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        "-threads",
        "2",
        "-an",
        "-fflags",
        "+bitexact",
        webm,
      ]);
      if (statSync(webm).size <= 600 * 1024 || vcrf >= 50) break;
      vcrf += 3;
    }
    log(`  media/hero-loop.webm  ${kb(webm)}  (crf ${vcrf})`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
