/**
 * Illustrated (flat/vector) people: team portraits, testimonial avatars and
 * the home-page team scene. Fictional, stylised; no real likenesses.
 */
import { C, DARK, Scene, circle, g, path, rect, rrect, shade, bar, line, theme } from "./kit.ts";
import { dashboardScreen } from "./screens.ts";

function dashboardScreenLite(s: Scene) {
  return dashboardScreen(s, theme(DARK, { accent: C.cobaltL }), {
    brand: "Kovira",
    nav: ["Overview", "Releases", "Users", "Insights"],
    icons: ["home", "layers", "user", "chart"],
    title: "Sprint 14 · Launch readiness",
    kpis: [
      ["Stories done", "42 / 46", "+8"],
      ["Crash-free", "99.8%", "+0.3%"],
      ["NPS", "62", "+9"],
    ],
    chartTitle: "Weekly active users",
    side: "donut",
    sideTitle: "Platforms",
    tableHead: ["Feature", "Owner", "Status", "State"],
    rows: [
      ["Onboarding v2", "Meera", "QA", { pill: "Ready", color: C.tealL }],
      ["NACH retries", "Arjun", "Dev", { pill: "In progress", color: C.amber }],
    ],
  });
}

export type Person = {
  skin: string;
  hair: string;
  hairStyle: "long" | "bun" | "curlyBob" | "short" | "sidePart" | "wavy" | "fade" | "shoulder" | "ponytail";
  clothes: string;
  clothes2: string;
  outfit: "blazer" | "collar" | "crew" | "kurta" | "tee" | "turtleneck";
  glasses?: boolean;
  beard?: boolean;
  /** a moustache, in the hair's colour */
  moustache?: boolean;
  /** grey at the temples and through the hair, in this colour; with it, smile lines (a face past forty) */
  greying?: string;
  earrings?: "stud" | "hoop";
  bindi?: boolean;
  bg: [string, string];
  accent: string;
  female?: boolean;
};

/** Draws a head-and-shoulders figure in a 800×1000 box. */
export function person(p: Person): string {
  const sk = p.skin;
  const skD = shade(sk, 0.82);
  const hr = p.hair;
  const o: string[] = [];
  const shoulderW = p.female ? 230 : 260;
  // back hair
  if (p.hairStyle === "long")
    o.push(
      path("M262 420C240 250 320 196 400 196S566 250 540 420C552 560 566 680 596 770C520 806 280 806 204 770C236 680 250 560 262 420Z", hr),
    );
  if (p.hairStyle === "wavy")
    o.push(
      path(
        "M258 420C236 250 320 196 400 196S566 250 542 420C560 520 590 600 570 700C600 740 560 780 520 770C440 790 360 790 280 770C240 780 200 740 230 700C210 600 240 520 258 420Z",
        hr,
      ),
    );
  if (p.hairStyle === "shoulder")
    o.push(
      path("M262 420C244 250 320 200 400 200S556 250 538 420C546 520 566 600 556 650C520 676 280 676 244 650C234 600 254 520 262 420Z", hr),
    );
  if (p.hairStyle === "bun") o.push(circle(400, 214, 74, hr));
  if (p.hairStyle === "ponytail") o.push(path("M500 300C600 320 620 460 590 620C570 560 560 460 500 380Z", hr));
  if (p.hairStyle === "curlyBob") {
    const pts: [number, number, number][] = [
      [280, 330, 70],
      [330, 262, 72],
      [400, 238, 76],
      [470, 262, 72],
      [520, 330, 70],
      [268, 420, 62],
      [532, 420, 62],
      [276, 500, 54],
      [524, 500, 54],
      [300, 560, 40],
      [500, 560, 40],
    ];
    o.push(pts.map(([x, y, r]) => circle(x, y, r, hr)).join(""));
  }
  // torso (+ outfit details), raised so the neck stays short
  o.push('<g transform="translate(0 -44)">');
  const tl = 400 - shoulderW;
  const tr = 400 + shoulderW;
  o.push(path(`M${tl} 1044C${tl} 820 ${tl + 70} 720 400 700C${tr - 70} 720 ${tr} 820 ${tr} 1044Z`, p.clothes));
  // neck
  o.push(path("M352 560h96v130c0 20-96 20-96 0z", sk));
  o.push(path("M352 600c30 26 66 26 96 0v-40h-96z", skD, { opacity: 0.8 }));
  // outfit details
  switch (p.outfit) {
    case "blazer":
      o.push(path("M330 700l70 120 70-120c-10 40-30 80-70 120z", p.clothes2));
      o.push(path(`M${tl + 40} 1044C${tl + 40} 860 300 740 340 700L400 860 350 1044Z`, shade(p.clothes, 0.85)));
      o.push(path(`M${tr - 40} 1044C${tr - 40} 860 500 740 460 700L400 860 450 1044Z`, shade(p.clothes, 0.85)));
      o.push(path("M340 700l60 160-40-60-50 10z", shade(p.clothes, 1.12)) + path("M460 700l-60 160 40-60 50 10z", shade(p.clothes, 1.12)));
      break;
    case "collar":
      o.push(path("M350 676l50 70 50-70 30 40-50 60-30-30-30 30-50-60z", shade(p.clothes, 1.15)));
      o.push(
        line(400, 746, 400, 1000, shade(p.clothes, 0.8), 3) +
          circle(400, 800, 5, shade(p.clothes, 0.7)) +
          circle(400, 870, 5, shade(p.clothes, 0.7)) +
          circle(400, 940, 5, shade(p.clothes, 0.7)),
      );
      break;
    case "crew":
      o.push(path("M344 690c30 40 82 40 112 0", "none", { stroke: shade(p.clothes, 1.2), "stroke-width": 14, "stroke-linecap": "round" }));
      o.push(path("M368 676l32 40 32-40", "none", { stroke: p.clothes2, "stroke-width": 10 }));
      break;
    case "kurta":
      o.push(path("M350 690l50 110 50-110", "none", { stroke: p.clothes2, "stroke-width": 12, "stroke-linejoin": "round" }));
      o.push(circle(400, 830, 5, p.clothes2) + circle(400, 860, 5, p.clothes2));
      o.push(
        path(`M${tl + 30} 980c100-30 360-30 ${shoulderW * 2 - 60} 0`, "none", { stroke: p.clothes2, "stroke-width": 10, opacity: 0.7 }),
      );
      break;
    case "tee":
      o.push(path("M350 692c20 28 80 28 100 0", "none", { stroke: shade(p.clothes, 0.8), "stroke-width": 10 }));
      break;
    case "turtleneck":
      o.push(rrect(346, 640, 108, 80, 30, shade(p.clothes, 1.1)));
      o.push(line(350, 668, 450, 668, shade(p.clothes, 0.9), 3) + line(350, 690, 450, 690, shade(p.clothes, 0.9), 3));
      break;
  }
  o.push("</g>");
  // ears
  o.push(`<ellipse cx="274" cy="440" rx="20" ry="32" fill="${sk}"/><ellipse cx="526" cy="440" rx="20" ry="32" fill="${sk}"/>`);
  // head
  o.push(path("M274 410C274 300 330 256 400 256S526 300 526 410C526 510 470 584 400 584S274 510 274 410Z", sk));
  // earrings
  if (p.earrings === "stud") o.push(circle(272, 474, 7, C.amber) + circle(528, 474, 7, C.amber));
  if (p.earrings === "hoop")
    o.push(
      circle(270, 496, 20, "none", { stroke: C.amber, "stroke-width": 5 }) +
        circle(530, 496, 20, "none", { stroke: C.amber, "stroke-width": 5 }),
    );
  // beard
  if (p.beard) {
    o.push(
      path("M280 440C284 540 340 600 400 602S516 540 520 440C506 500 470 520 440 522C420 508 380 508 360 522C330 520 294 500 280 440Z", hr),
    );
    o.push(path("M356 506c20-12 68-12 88 0c-4 10-20 12-44 10s-40 0-44-10z", hr));
  }
  // face
  o.push(circle(330, 490, 24, C.coral, { opacity: 0.12 }) + circle(470, 490, 24, C.coral, { opacity: 0.12 }));
  o.push(`<ellipse cx="350" cy="438" rx="11" ry="13" fill="#1C1411"/><ellipse cx="450" cy="438" rx="11" ry="13" fill="#1C1411"/>`);
  o.push(circle(354, 433, 3.5, "#fff", { opacity: 0.8 }) + circle(454, 433, 3.5, "#fff", { opacity: 0.8 }));
  const browY = p.glasses ? 392 : 400;
  o.push(
    path(`M322 ${browY}q28-16 56-4M422 ${browY - 4}q28-12 56 4`, "none", {
      stroke: shade(hr, 0.9),
      "stroke-width": 9,
      "stroke-linecap": "round",
    }),
  );
  o.push(
    path("M402 446c-6 22-14 38-4 44 6 3 14 2 20-2", "none", {
      stroke: skD,
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  if (p.greying)
    o.push(
      path("M350 494c-12 10-16 24-12 38M450 494c12 10 16 24 12 38", "none", {
        stroke: skD,
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.7,
      }),
    );
  o.push(path("M366 526q34 30 68 0q-34 10-68 0z", "#7A2F2A", { stroke: "#7A2F2A", "stroke-width": 6, "stroke-linejoin": "round" }));
  if (p.moustache) {
    o.push(path("M350 520c6-22 30-30 50-18c20-12 44-4 50 18c-16 4-36 0-50-8c-14 8-34 12-50 8z", hr));
    if (p.greying)
      o.push(
        path("M372 506c8-3 18-3 26 0M404 506c8-3 18-3 26 0", "none", {
          stroke: p.greying,
          "stroke-width": 3,
          "stroke-linecap": "round",
          opacity: 0.55,
        }),
      );
  }
  if (p.bindi) o.push(circle(400, 396, 6, C.coral));
  if (p.glasses)
    o.push(
      path("M308 414h84v46c0 10-8 16-18 16h-48c-10 0-18-6-18-16zM408 414h84v46c0 10-8 16-18 16h-48c-10 0-18-6-18-16zM392 428h16", "none", {
        stroke: "#1C1411",
        "stroke-width": 7,
        "stroke-linejoin": "round",
      }),
    );
  // front hair
  switch (p.hairStyle) {
    case "long":
    case "shoulder":
    case "wavy":
      o.push(path("M268 440C254 290 320 226 400 226S548 290 532 440C520 370 490 320 430 304C380 340 320 360 268 440Z", hr));
      break;
    case "bun":
      o.push(path("M270 420C262 290 328 236 400 236S540 290 530 420C516 350 470 300 400 296S290 340 270 420Z", hr));
      break;
    case "ponytail":
      o.push(path("M270 420C262 290 328 236 400 236S540 290 530 420C500 330 450 310 380 318C330 330 290 370 270 420Z", hr));
      break;
    case "curlyBob":
      o.push(
        [
          [300, 320, 48],
          [350, 290, 50],
          [410, 282, 52],
          [466, 298, 50],
          [506, 338, 44],
        ]
          .map(([x, y, r]) => circle(x!, y!, r!, hr))
          .join(""),
      );
      break;
    case "short":
      o.push(
        path(
          "M274 400C262 280 330 232 404 232S542 282 528 400C520 340 494 306 452 298C410 316 330 304 292 346C282 360 276 380 274 400Z",
          hr,
        ),
      );
      break;
    case "sidePart":
      o.push(
        path(
          "M274 404C260 280 330 226 406 226S546 280 528 404C518 330 490 300 440 292C400 290 340 300 300 330C288 350 278 376 274 404Z",
          hr,
        ) + path("M356 262c-20 20-30 40-34 60", "none", { stroke: shade(hr, 1.3), "stroke-width": 4, opacity: 0.6 }),
      );
      break;
    case "wavy" as never:
      break;
    case "fade":
      o.push(
        path("M280 380C276 290 334 246 404 246S530 290 522 380C500 320 460 300 400 300S300 320 280 380Z", hr) +
          path("M280 380C276 290 334 246 404 246S530 290 522 380", "none", { stroke: shade(hr, 1.4), "stroke-width": 3, opacity: 0.4 }),
      );
      break;
  }
  // grey at the temples, and a little through the top
  if (p.greying)
    o.push(
      path("M274 404C266 370 268 344 281 318L303 329C289 350 279 376 274 404Z", p.greying) +
        path("M528 404C536 370 534 344 521 316L497 304C512 328 524 366 528 404Z", p.greying) +
        path("M318 276c26-18 62-28 100-26M452 252c24 6 44 18 58 34", "none", {
          stroke: p.greying,
          "stroke-width": 4,
          "stroke-linecap": "round",
          opacity: 0.4,
        }),
    );
  return o.join("");
}

function portraitBg(s: Scene, p: Person) {
  return (
    rect(
      0,
      0,
      800,
      1000,
      s.lin(
        [
          [0, p.bg[0]],
          [1, p.bg[1]],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(400, 470, 330, "#ffffff", { opacity: 0.12 }) +
    circle(660, 160, 120, p.accent, { opacity: 0.5 }) +
    path("M60 860l120-200 120 200z", "#ffffff", { opacity: 0.1 }) +
    rrect(90, 110, 90, 90, 22, "#ffffff", { opacity: 0.14, transform: "rotate(18 135 155)" })
  );
}

export const TEAM: Record<string, Person> = {
  "nandini-rao": {
    female: true,
    skin: "#A86B4A",
    hair: "#1B1210",
    hairStyle: "long",
    clothes: C.cobalt,
    clothes2: "#EDEAE0",
    outfit: "blazer",
    earrings: "stud",
    bindi: true,
    bg: [C.coralL, C.coral],
    accent: C.amber,
  },
  "arjun-kulkarni": {
    skin: "#D9A27E",
    hair: "#1E1714",
    hairStyle: "sidePart",
    clothes: C.teal,
    clothes2: "#0B6E63",
    outfit: "collar",
    glasses: true,
    bg: [C.cobaltL, C.cobalt],
    accent: C.coral,
  },
  "meera-iyer": {
    female: true,
    skin: "#7A4A30",
    hair: "#140D0A",
    hairStyle: "curlyBob",
    clothes: C.amber,
    clothes2: C.coral,
    outfit: "kurta",
    earrings: "hoop",
    bg: [C.tealL, C.teal],
    accent: C.amber,
  },
  "farhan-siddiqui": {
    skin: "#B87A55",
    hair: "#231915",
    hairStyle: "short",
    clothes: C.ink3,
    clothes2: C.cobaltL,
    outfit: "crew",
    beard: true,
    bg: ["#B7A6FF", "#6D5BE0"],
    accent: C.tealL,
  },
};

export const CLIENTS: Record<string, Person> = {
  "priya-c": {
    female: true,
    skin: "#9C6444",
    hair: "#17100D",
    hairStyle: "ponytail",
    clothes: C.coral,
    clothes2: "#FFD0BF",
    outfit: "tee",
    earrings: "stud",
    bg: ["#C7CDFF", C.cobaltL],
    accent: C.coral,
  },
  "sofia-l": {
    female: true,
    skin: "#F0CDB0",
    hair: "#D9A94F",
    hairStyle: "shoulder",
    clothes: C.teal,
    clothes2: "#BFF0E8",
    outfit: "turtleneck",
    bg: ["#FFB49A", C.coral],
    accent: C.amber,
  },
  "rahul-b": {
    skin: "#C08560",
    hair: "#1A1310",
    hairStyle: "short",
    clothes: C.ink3,
    clothes2: C.surface,
    outfit: "blazer",
    glasses: true,
    bg: ["#8FE3D6", C.teal],
    accent: C.coral,
  },
  "sunil-mathew": {
    skin: "#8A5434",
    hair: "#2A2422",
    hairStyle: "sidePart",
    greying: "#B9B4AE",
    moustache: true,
    clothes: "#7A2E4A",
    clothes2: "#F2D7E0",
    outfit: "collar",
    bg: ["#A9E2F8", C.sky],
    accent: C.coral,
  },
};

export function portraitScene(id: string): string {
  const p = TEAM[id]!;
  const s = new Scene(800, 1000, `team/${id}`);
  s.add(portraitBg(s, p), `<g transform="translate(400 1000) scale(1.1) translate(-400 -1000)">${person(p)}</g>`);
  return s.toString();
}

export function avatarScene(id: string): string {
  const p = CLIENTS[id]!;
  const s = new Scene(400, 400, `testimonials/${id}`);
  s.add(
    rect(
      0,
      0,
      400,
      400,
      s.lin(
        [
          [0, p.bg[0]],
          [1, p.bg[1]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(circle(320, 70, 60, p.accent, { opacity: 0.45 }));
  s.add(`<g transform="translate(-40 -90) scale(0.6)">${person(p)}</g>`);
  return s.toString();
}

/* ------------------------------------------------------------------ */
/* Home team scene (16:10, 1600×1000)                                     */
/* ------------------------------------------------------------------ */

function backHead(x: number, y: number, k: number, skin: string, hair: string, shirt: string, style: "short" | "long" | "bun") {
  let o = "";
  o += path(
    `M${x - 150 * k} ${y + 260 * k}C${x - 150 * k} ${y + 120 * k} ${x - 90 * k} ${y + 70 * k} ${x} ${y + 64 * k}C${x + 90 * k} ${y + 70 * k} ${x + 150 * k} ${y + 120 * k} ${x + 150 * k} ${y + 260 * k}Z`,
    shirt,
  );
  o += rect(x - 34 * k, y - 10 * k, 68 * k, 80 * k, skin);
  o += `<ellipse cx="${x - 70 * k}" cy="${y - 40 * k}" rx="${14 * k}" ry="${22 * k}" fill="${skin}"/><ellipse cx="${x + 70 * k}" cy="${y - 40 * k}" rx="${14 * k}" ry="${22 * k}" fill="${skin}"/>`;
  if (style === "long")
    o += path(
      `M${x - 76 * k} ${y - 40 * k}C${x - 80 * k} ${y - 150 * k} ${x + 80 * k} ${y - 150 * k} ${x + 76 * k} ${y - 40 * k}L${x + 90 * k} ${y + 110 * k}C${x + 30 * k} ${y + 130 * k} ${x - 30 * k} ${y + 130 * k} ${x - 90 * k} ${y + 110 * k}Z`,
      hair,
    );
  else o += `<ellipse cx="${x}" cy="${y - 50 * k}" rx="${74 * k}" ry="${86 * k}" fill="${hair}"/>`;
  if (style === "bun") o += circle(x, y - 140 * k, 34 * k, hair);
  return o;
}

export function teamScene(): string {
  const s = new Scene(1600, 1000, "home/team");
  // warm room
  s.add(
    rect(
      0,
      0,
      1600,
      1000,
      s.lin([
        [0, "#F4EBDD"],
        [1, "#E9DBC6"],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      0,
      1600,
      1000,
      s.rad(
        [
          [0, C.amberL, 0.35],
          [1, C.amberL, 0],
        ],
        0.5,
        0.1,
        0.7,
      ),
    ),
  );
  // window strip left with city
  s.add(
    rrect(40, 90, 200, 520, 12, "#CFE0E6") +
      rrect(40, 90, 200, 520, 12, "none", { stroke: "#B89B78", "stroke-width": 10 }) +
      line(140, 90, 140, 610, "#B89B78", 8),
  );
  s.add(path("M45 610V430h40v-60h40v90h30v-120h40v80h40v190z", "#9DB7C2", { opacity: 0.8 }));
  // big screen
  s.add(rrect(300, 110, 760, 450, 18, "#1B2140"));
  const scl = s.clip(rrect(0, 0, 1280, 738, 10, "#000"));
  s.add(`<g transform="translate(316 126) scale(0.5656)"><g clip-path="${scl}">${dashboardScreenLite(s)}</g></g>`);
  s.add(rect(660, 560, 40, 60, "#9A7E60"));
  // whiteboard
  s.add(rrect(1110, 130, 420, 420, 14, "#FBFAF6", { stroke: "#C9BBA6", "stroke-width": 6 }));
  const notes: [number, number, string][] = [
    [1140, 170, C.amberL],
    [1240, 170, "#FFB49A"],
    [1340, 170, "#BFF0E8"],
    [1140, 270, "#C7CDFF"],
    [1240, 270, C.amberL],
    [1440, 170, "#FFB49A"],
  ];
  notes.forEach(([x, y, c], i) =>
    s.add(
      g(rect(x, y, 80, 80, c) + bar(x + 12, y + 24, 52, 6, "#3A3A3A", 0.35) + bar(x + 12, y + 40, 36, 6, "#3A3A3A", 0.35), {
        transform: `rotate(${(i % 3) - 1} ${x + 40} ${y + 40})`,
      }),
    ),
  );
  s.add(path("M1150 470c40-60 90-60 130-20s90 40 130-30", "none", { stroke: C.cobalt, "stroke-width": 5, "stroke-linecap": "round" }));
  s.add(
    path("M1390 400l24 22-30 8", "none", { stroke: C.cobalt, "stroke-width": 5, "stroke-linecap": "round", "stroke-linejoin": "round" }),
  );
  s.add(circle(1470, 460, 28, "none", { stroke: C.coral, "stroke-width": 5 }));
  // pendant lamps
  [520, 900].forEach((x) => {
    s.add(line(x, 0, x, 40, "#5A4632", 3));
    s.add(path(`M${x - 50} 80q50-60 100 0z`, C.amber) + `<ellipse cx="${x}" cy="80" rx="50" ry="8" fill="#FFE2A8"/>`);
    s.add(
      `<ellipse cx="${x}" cy="180" rx="180" ry="120" fill="${s.rad([
        [0, "#FFE2A8", 0.35],
        [1, "#FFE2A8", 0],
      ])}"/>`,
    );
  });
  // plant
  s.add(
    path("M1480 760l20-120h70l20 120z", C.coral) +
      (
        [
          [-40, -120],
          [-10, -160],
          [30, -150],
          [50, -100],
          [-60, -70],
          [70, -60],
        ] as [number, number][]
      )
        .map(([dx, dy], i) =>
          path(`M1535 650q${dx! / 2} ${dy! / 2 - 20} ${dx} ${dy}q${-dx! / 3} ${-dy! / 4} ${-dx} ${-dy}z`, i % 2 ? "#3E8E5A" : "#2F7A4A"),
        )
        .join(""),
  );
  // presenter (standing behind table, pointing at screen)
  const pres = TEAM["meera-iyer"]!;
  s.add(path("M1040 520q-40-40-60-70", "none", { stroke: pres.skin, "stroke-width": 26, "stroke-linecap": "round" }));
  s.add(path("M1060 640q-10-70-20-120", "none", { stroke: pres.clothes, "stroke-width": 44, "stroke-linecap": "round" }));
  s.add(`<g transform="translate(930 300) scale(0.5)">${person(pres)}</g>`);
  // far-side seated people
  s.add(`<g transform="translate(548 372) scale(0.42)">${person(TEAM["arjun-kulkarni"]!)}</g>`);
  s.add(`<g transform="translate(800 384) scale(0.4)">${person(CLIENTS["sofia-l"]!)}</g>`);
  // table
  s.add(path("M180 700L1420 700L1560 880L40 880Z", "#B9825A") + path("M40 880L1560 880L1560 910L40 910Z", "#8E5F3C"));
  s.add(path("M180 700L1420 700L1440 726L160 726Z", "#C89468"));
  // laptops on table (backs facing us) with brand mark
  (
    [
      [620, 640],
      [830, 650],
    ] as [number, number][]
  ).forEach(([x, y]) => {
    s.add(path(`M${x + 20} ${y + 70}l16-70h168l16 70z`, "#AEB4C6") + path(`M${x - 10} ${y + 70}h260l-10 14h-240z`, "#8E94AA"));
    s.add(rrect(x + 110, y + 22, 20, 24, 4, C.cobalt) + path(`M${x + 122} ${y + 33}l9-11h6l-11 13z`, C.coral));
  });
  // mugs + notebook
  s.add(rrect(440, 730, 44, 50, 8, C.teal) + path("M484 742q18 0 18 14t-18 14", "none", { stroke: C.teal, "stroke-width": 6 }));
  s.add(
    rrect(1100, 740, 150, 100, 6, C.surface, { transform: "rotate(-6 1175 790)" }) +
      rect(1104, 744, 14, 92, C.coral, { transform: "rotate(-6 1175 790)" }),
  );
  // foreground people (back view)
  s.add(backHead(360, 860, 0.95, "#A86B4A", "#1B1210", C.cobalt, "long"));
  s.add(backHead(1230, 850, 1.0, "#B87A55", "#231915", C.ink3, "short"));
  s.add(backHead(800, 900, 0.85, "#7A4A30", "#140D0A", C.coral, "bun"));
  return s.toString();
}
