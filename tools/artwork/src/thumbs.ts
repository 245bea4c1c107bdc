/**
 * Case-study thumbnails (4:3, viewBox 1200×900): bold, simple compositions
 * with a distinct palette each so a grid of cards reads as varied.
 */
import {
  C,
  DARK,
  LIGHT,
  Scene,
  appWindow,
  backdrop,
  barChart,
  circle,
  donut,
  floatCard,
  glowBlob,
  iconTile,
  iso,
  isoBox,
  isoCylinder,
  laptop,
  lineChart,
  linkCurve,
  phone,
  pill,
  pillWidth,
  rect,
  rrect,
  tablet,
  text,
  theme,
  type Iso,
  type UiTheme,
  g,
  bar,
  progress,
  line,
  path,
} from "./kit.ts";
import {
  citizenScreen,
  dashboardScreen,
  fieldMap,
  foodLogScreen,
  phoneHeader,
  portalScreen,
  posScreen,
  workflowScreen,
  clinicBookingScreen,
  tillPrice,
  type ScreenSpec,
} from "./screens.ts";
import { TRELLIS } from "./heroes.ts";
import { textWidth } from "./measure.ts";

const W = 1200;
const H = 900;

function bg(s: Scene, a: string, b: string, spot = "#ffffff", spotOpacity = 0.18) {
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, a],
          [1, b],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, spot, spotOpacity],
          [1, spot, 0],
        ],
        0.7,
        0.3,
        0.7,
      ),
    ),
  );
  // big soft geometric shapes
  s.add(circle(1040, 160, 260, "#ffffff", { opacity: 0.06 }) + circle(140, 820, 220, "#000000", { opacity: 0.08 }));
}

function card(s: Scene, x: number, y: number, t: UiTheme, ic: string, label: string, value: string, col: string, w = 300) {
  return floatCard(
    s,
    x,
    y,
    w,
    96,
    t,
    iconTile(ic, 18, 22, 52, col) +
      text(86, 44, label, { size: 16, fill: t.muted }) +
      text(86, 74, value, { size: 26, weight: 700, fill: t.text, family: "display" }),
  );
}

/** A 24×24 speech bubble, drawn as `icon` draws its own (the kit has none). */
function chatGlyph(x: number, y: number, size: number, color: string) {
  const k = size / 24;
  return path("M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM7.5 9.5h9M7.5 13h6", "none", {
    stroke: color,
    "stroke-width": 2 / k,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    transform: `translate(${x} ${y}) scale(${Math.round(k * 10000) / 10000})`,
  });
}

/** The day before a visit: the clinic's chat reminder, with a one-tap cancel that frees the slot. */
function reminderCard(s: Scene, x: number, y: number, w: number) {
  const t = DARK;
  const green = "#2FBF71";
  const fit = (label: string, room: number, o: Parameters<typeof textWidth>[1]) => {
    if (textWidth(label, o) > room) throw new Error(`cases/thumb-1 reminder: "${label}" is wider than ${room}: shorten it`);
    return label;
  };
  let o = rrect(24, 24, 56, 56, 16, green, { "fill-opacity": 0.18 }) + chatGlyph(36, 36, 32, green);
  o += text(98, 50, "Trellis Health", { size: 21, weight: 700, fill: t.text });
  o += text(98, 75, "Reminder · visit tomorrow", { size: 16, fill: t.muted });
  o += text(w - 24, 50, "6:00 pm", { size: 14, fill: t.muted, anchor: "end" });
  o += rrect(24, 100, w - 48, 100, 16, green, { "fill-opacity": 0.12, stroke: green, "stroke-opacity": 0.35 });
  o += text(46, 140, fit("Aarav · Wed 15 Oct, 10:30", w - 92, { size: 20, weight: 700 }), { size: 20, weight: 700, fill: t.text });
  o += text(46, 174, fit("Dr. Kavitha N. · Indiranagar", w - 92, { size: 16 }), { size: 16, fill: t.muted });
  const bw = (w - 48 - 14) / 2;
  o += rrect(24, 220, bw, 56, 28, "none", { stroke: t.line, "stroke-width": 2 });
  o += text(24 + bw / 2, 255, "Keep visit", { size: 18, weight: 700, fill: t.text, anchor: "middle" });
  o += rrect(38 + bw, 220, bw, 56, 28, C.coral);
  o += text(38 + bw + bw / 2 - 14, 255, "Cancel visit", { size: 18, weight: 700, fill: "#fff", anchor: "middle" });
  // one tap, at the button's end, clear of its label
  const tx = 38 + bw * 2 - 36;
  if (38 + bw * 1.5 - 14 + textWidth("Cancel visit", { size: 18, weight: 700 }) / 2 > tx - 30)
    throw new Error("cases/thumb-1 reminder: the tap mark would touch 'Cancel visit': widen the card");
  o += circle(tx, 248, 22, "#fff", { "fill-opacity": 0, stroke: "#fff", "stroke-opacity": 0.45, "stroke-width": 2 });
  o += circle(tx, 248, 11, "#fff", { "fill-opacity": 0.5 });
  o += text(24, 312, "One tap frees the slot for another patient", { size: 16, fill: t.muted });
  return floatCard(s, x, y, w, 334, t, o, 22);
}

/** A farmer's phone with no app: a crop advisory as a voice message and the same advice by SMS, in Telugu */
function voiceSmsScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Messages", "Crop advice · Telugu");
  o += rrect(
    20,
    150,
    350,
    190,
    22,
    s.lin([
      [0, "#1F5C3A"],
      [1, "#123526"],
    ]),
  );
  o += text(40, 188, "Voice message · 0:58", { size: 14, weight: 600, fill: "#fff" });
  o += circle(64, 258, 24, C.lime) + path("M56 246v24l20-12z", "#0B1122");
  for (let i = 0; i < 30; i++) {
    const hh = 8 + Math.abs(Math.sin(i * 0.9 + 1) * Math.cos(i * 0.31)) * 64;
    o += rrect(104 + i * 8.4, 258 - hh / 2, 4.5, hh, 2.2, i < 11 ? C.lime : "#ffffff55");
  }
  o += text(40, 318, "Cotton · Plot 7 · for your crop stage", { size: 12.5, fill: "#fff", opacity: 0.8 });
  o += text(24, 378, "SMS · IN TELUGU, TRANSLATED HERE", { size: 12, weight: 700, fill: t.muted, ls: 0.8 });
  o += rrect(20, 390, 350, 172, 18, t.panel, { stroke: t.line });
  ["Cotton, Plot 7: pest risk is high", "this week. Check for bollworm", "before you spray."].forEach(
    (l, i) => (o += text(40, 426 + i * 28, l, { size: 15, weight: 600, fill: t.text })),
  );
  o += text(40, 540, "Approved by your agronomist", { size: 12.5, fill: t.muted });
  o += rrect(20, 586, 350, 74, 16, C.lime, { "fill-opacity": 0.12, stroke: C.lime, "stroke-opacity": 0.5 });
  o += iconTile("bell", 34, 601, 44, C.lime);
  o += text(92, 618, "Questions? Give a missed call", { size: 14.5, weight: 600, fill: t.text });
  o += text(92, 640, "An agronomist calls you back", { size: 12.5, fill: t.muted });
  return o;
}

export const THUMBS: ((s: Scene) => void)[] = [
  // 1 clinic booking app: a patient books a paediatrician's free slot for their child; the day before, a chat reminder offers one-tap cancel — cobalt
  (s) => {
    bg(s, C.cobalt, "#1C2390");
    s.add(phone(s, 150, 70, 330, clinicBookingScreen(s, TRELLIS, "Wed 15 Oct")));
    s.add(reminderCard(s, 560, 318, 540));
  },
  // 2 collections dashboard — light surface
  (s) => {
    bg(s, C.surface, "#E6E4DC", C.cobalt, 0.1);
    const t = LIGHT;
    let c = rect(0, 0, 980, 622, t.bg);
    c +=
      text(30, 50, "NACH collections", { size: 28, weight: 700, fill: t.text, family: "display" }) +
      pill(780, 28, "This month", C.cobalt, { size: 13 });
    c +=
      rrect(30, 80, 560, 510, 16, t.panel, { stroke: t.line }) + text(54, 118, "Recovered vs due", { size: 17, weight: 600, fill: t.text });
    c += barChart(54, 150, 512, 400, [60, 72, 66, 80, 74, 88, 92, 85], C.cobalt, { hi: 6, hiColor: C.coral, base: t.panel2, r: 8 });
    c += rrect(610, 80, 340, 510, 16, t.panel, { stroke: t.line }) + text(634, 118, "Buckets", { size: 17, weight: 600, fill: t.text });
    c +=
      donut(
        780,
        300,
        110,
        34,
        [
          [62, C.teal],
          [22, C.amber],
          [10, C.coral],
          [6, C.cobalt],
        ],
        t.line,
      ) + text(780, 310, "Overdue", { size: 22, weight: 700, fill: t.text, anchor: "middle", family: "display" });
    // one legend entry per segment of the donut
    [
      ["0–30 days", C.teal],
      ["31–60", C.amber],
      ["61–90", C.coral],
      ["90+", C.cobalt],
    ].forEach(
      ([l, col], i) =>
        (c +=
          circle(650 + (i % 2) * 150, 480 + Math.floor(i / 2) * 44, 8, col!) +
          text(668 + (i % 2) * 150, 486 + Math.floor(i / 2) * 44, l!, { size: 15, fill: t.muted })),
    );
    s.add(appWindow(s, 110, 140, 980, 660, t, c, { title: "loan system · collections" }));
  },
  // 3 food logging — coral
  (s) => {
    bg(s, C.coral, "#C2381A");
    s.add(phone(s, 440, 70, 330, foodLogScreen(s, DARK)));
    s.add(
      circle(230, 300, 130, "#F4F1EA") +
        circle(230, 300, 104, "#FFFDF7") +
        circle(200, 270, 40, C.amber) +
        circle(268, 300, 36, C.teal) +
        circle(214, 340, 32, C.lime),
    );
    s.add(card(s, 820, 560, DARK, "leaf", "Calories", "1,640", C.tealL, 290));
  },
  // 4 grocery billing counter that keeps billing offline and syncs stock to head office — warm amber
  (s) => {
    bg(s, C.amber, "#D98A1E");
    const t = DARK;
    let c = rect(0, 0, 980, 642, t.bg);
    c += text(30, 56, "Bill 4,118 · Counter 2", { size: 28, weight: 700, fill: t.text, family: "display" });
    c += pill(760, 30, "Offline", C.amber, { size: 13 });
    // the chain's shelf prices, as the retail hero's till charges them; each line is quantity × unit price
    const items: [string, number, number][] = [
      ["Toor dal · 1 kg", 1, tillPrice("Toor dal 1 kg")],
      ["Sona masoori rice · 5 kg", 1, 395],
      ["Sunflower oil · 1 L", 2, tillPrice("Sunflower oil 1 L")],
      ["Milk · 500 ml", 3, tillPrice("Milk 500 ml")],
    ];
    let total = 0;
    items.forEach(([name, q, price], i) => {
      const y = 96 + i * 74;
      total += q * price;
      c += rrect(30, y, 560, 62, 12, t.panel, { stroke: t.line });
      c += text(54, y + 38, name, { size: 18, weight: 600, fill: t.text });
      c += text(470, y + 38, `×${q}`, { size: 17, fill: t.muted, anchor: "end" });
      c += text(570, y + 38, `₹${q * price}`, { size: 18, weight: 700, fill: t.text, anchor: "end" });
    });
    c += rrect(30, 404, 560, 90, 14, t.panel2, { stroke: t.line });
    c +=
      text(54, 458, "Total", { size: 18, fill: t.muted }) +
      text(570, 462, `₹${total}`, { size: 34, weight: 700, fill: t.text, anchor: "end", family: "display" });
    c += rrect(610, 96, 340, 398, 16, t.panel, { stroke: t.line }) + text(634, 136, "Stock sync", { size: 20, weight: 700, fill: t.text });
    const steps: [string, string][] = [
      ["Bills saved on the till", C.tealL],
      ["Queued until online", C.amber],
      ["Stock sent to head office", C.cobaltL],
      ["Prices from head office", C.tealL],
    ];
    steps.forEach(([l, col], i) => (c += circle(650, 196 + i * 70, 10, col) + text(672, 202 + i * 70, l, { size: 16, fill: t.text })));
    c += pill(634, 450, "Sync resumes when online", C.tealL, { size: 12 });
    s.add(appWindow(s, 110, 120, 980, 680, t, c, { title: "store billing · offline mode" }));
  },
  // 5 unified data platform — ink + cobalt iso
  (s) => {
    s.add(backdrop(s, { glow: C.cobalt, glow2: C.tealL, gx: 0.5, gy: 0.5, grid: "dots" }));
    const o: Iso = { ox: 600, oy: 380, k: 48 };
    const src: [number, number, string][] = [
      [160, 160, C.coral],
      [160, 740, C.amber],
      [1040, 160, C.tealL],
      [1040, 740, C.violet],
      [600, 90, C.cobaltL],
      [600, 830, C.sky],
    ];
    src.forEach(([x, y, c]) =>
      s.add(
        linkCurve(x, y, 600, 470, c, 4, 0.7, "10 10") + circle(x, y, 44, "#121A36", { stroke: c, "stroke-width": 4 }) + circle(x, y, 14, c),
      ),
    );
    s.add(glowBlob(s, 600, 480, 360, 240, C.cobalt, 0.45));
    s.add(
      isoBox(o, -2.6, -2.6, 0, 5.2, 5.2, 0.7, { top: "#25307A", stroke: C.cobaltL }) +
        isoBox(o, -1.8, -1.8, 0.7, 3.6, 3.6, 0.7, { top: C.cobalt }) +
        isoBox(o, -1, -1, 1.4, 2, 2, 0.7, { top: C.cobaltL }),
    );
  },
  // 6 data lineage — deep teal
  (s) => {
    bg(s, "#0B3A3A", "#062020", C.tealL, 0.15);
    const nodes: [number, number, string, string][] = [
      [150, 220, "sap.batches", C.amber],
      [150, 450, "lims.results", C.amber],
      [150, 680, "historian.energy", C.amber],
      [520, 320, "stg_batches", C.tealL],
      [520, 590, "stg_energy", C.tealL],
      [880, 450, "fct_batch_yield", C.coral],
    ];
    const e = [
      [0, 3],
      [1, 3],
      [2, 4],
      [3, 5],
      [4, 5],
      [1, 5],
    ];
    e.forEach(([a, b]) => s.add(linkCurve(nodes[a!]![0] + 110, nodes[a!]![1], nodes[b!]![0] - 110, nodes[b!]![1], "#7FE0D2", 4, 0.6)));
    nodes.forEach(([x, y, l, c]) =>
      s.add(
        rrect(x - 120, y - 44, 240, 88, 20, "#0E2A2E", { stroke: c, "stroke-width": 3 }) +
          circle(x - 84, y, 14, c) +
          text(x - 58, y + 8, l, { size: 22, weight: 700, fill: "#E8F4F2" }),
      ),
    );
  },
  // 7 satellite map of registered plots, a few flagged for the agronomists from last night's vegetation index — full bleed
  (s) => {
    s.add(fieldMap(s, W, H, 3));
    s.add(rect(0, 0, W, H, "#000", { opacity: 0.18 }));
    const flags: [number, number, string, string][] = [
      // stress on a plot whose index is low; pest risk comes from weather and crop stage, on any plot
      [600, 270, C.coral, "Crop stress"],
      [257, 440, C.amber, "Pest risk"],
      [942, 250, C.sky, "Input overdue"],
    ];
    flags.forEach(([x, y, c, l]) =>
      s.add(
        circle(x, y, 50, c, { opacity: 0.3 }) +
          circle(x, y, 18, "#fff") +
          circle(x, y, 11, c) +
          pill(x - pillWidth(l, 20) / 2, y + 34, l, c, { size: 20, solid: true, textColor: "#0B1122" }),
      ),
    );
    // the legend: plots coloured by the vegetation index computed each night from satellite tiles
    s.add(
      floatCard(
        s,
        60,
        60,
        360,
        120,
        DARK,
        text(24, 42, "Vegetation index · nightly", { size: 17, weight: 600, fill: DARK.text }) +
          rrect(
            24,
            60,
            312,
            16,
            8,
            s.linU(
              [
                [0, "#9C6A34"],
                [0.5, "#A99A48"],
                [1, "#2F8A4C"],
              ],
              24,
              0,
              336,
              0,
            ),
          ) +
          text(24, 102, "Low", { size: 14, fill: DARK.muted }) +
          text(336, 102, "High", { size: 14, fill: DARK.muted, anchor: "end" }),
      ),
    );
    s.add(card(s, 760, 700, DARK, "leaf", "Farmers advised", "30,000+", C.lime, 320));
  },
  // 8 a crop advisory as a voice message and an SMS in the farmer's language, no app needed — green
  (s) => {
    bg(s, "#1F7A4A", "#0E3D26", C.lime, 0.25);
    s.add(phone(s, 440, 70, 330, voiceSmsScreen(s, DARK)));
    s.add(card(s, 70, 200, DARK, "globe", "Advice in", "Kannada, Telugu", C.amber, 340));
    s.add(card(s, 820, 600, DARK, "bell", "Pest risk, our estimate", "48 h earlier", C.coral, 320));
  },
  // 9 digital transformation ops — violet
  (s) => {
    bg(s, "#5B3FD9", "#24166E");
    s.add(laptop(s, 90, 130, 1020, workflowScreen(s, DARK)));
  },
  // 10 managed cloud operations: a Terraform plan priced in its pull request — ink and teal
  (s) => {
    bg(s, C.ink2, C.ink0, C.tealL, 0.22);
    const t = DARK;
    let c = rect(0, 0, 980, 642, t.bg);
    c += text(30, 56, "Resize staging database", { size: 28, weight: 700, fill: t.text, family: "display" });
    c += pill(30, 80, "terraform plan", C.cobaltL, { size: 12 }) + pill(160, 80, "3 to change", C.amber, { size: 12 });
    const rows: [string, string, string][] = [
      ["aws_db_instance.staging", "−₹1,84,000", C.tealL],
      ["aws_nat_gateway.shared", "−₹62,000", C.tealL],
      ["aws_vpc_endpoint.s3", "+₹0", C.cobaltL],
    ];
    rows.forEach(([name, cost, col], i) => {
      const y = 140 + i * 92;
      c += rrect(30, y, 920, 76, 12, t.panel, { stroke: t.line });
      c += text(54, y + 46, name, { size: 19, weight: 600, fill: t.text });
      c += text(926, y + 46, cost, { size: 20, weight: 700, fill: col, anchor: "end" });
    });
    c += rrect(30, 430, 920, 150, 14, t.panel2, { stroke: t.line });
    c += text(54, 474, "Monthly cost difference", { size: 16, fill: t.muted });
    c += text(54, 530, "−₹2,46,000", { size: 40, weight: 700, fill: t.text, family: "display" });
    c += pill(700, 500, "Cost owner approved", C.tealL, { size: 13 });
    s.add(appWindow(s, 110, 120, 980, 680, t, c, { title: "infra-tracking · pull request" }));
  },
  // 11 store inventory — light iso
  (s) => {
    bg(s, "#EDEBE4", "#D9D6CB", C.coral, 0.12);
    const o: Iso = { ox: 600, oy: 200, k: 44 };
    s.add(isoBox(o, 0, 0, -0.5, 11, 9, 0.5, { top: "#DCD8CC", left: "#B9B4A5", right: "#CAC5B7" }));
    const st = [C.teal, C.coral, C.teal, C.amber, C.teal, C.teal, C.coral, C.amber, C.teal];
    const items: [number, string][] = [];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const x = 1 + i * 3.4;
        const y = 0.8 + j * 2.8;
        let v = isoBox(o, x, y, 0, 2, 1.6, 1.4, { top: "#3A4366", left: C.ink3, right: "#2E3756" });
        for (let k = 0; k < 3; k++)
          v += isoBox(o, x + 0.15 + k * 0.62, y + 0.3, 1.4, 0.45, 1, 0.3 + (k % 2) * 0.3, { top: st[(i * 3 + j) % st.length]! });
        items.push([x + y, v]);
      }
    items.sort((a, b) => a[0] - b[0]).forEach(([, v]) => s.add(v));
    s.add(card(s, 80, 680, LIGHT, "box", "Stores on one POS sync", "27", C.teal, 340));
  },
  // 12 officer's queue of registration applications, most urgent first — teal ink
  (s) => {
    s.add(backdrop(s, { glow: C.teal, glow2: C.coral, gx: 0.5, gy: 0.4 }));
    const t = DARK;
    let c = rect(0, 0, 980, 642, t.bg);
    c += text(30, 56, "My queue · by days left", { size: 28, weight: 700, fill: t.text, family: "display" });
    c += pill(760, 30, "Statutory limit", C.amber, { size: 13 });
    const rows: [string, string, string, number][] = [
      ["#SE-20533 · New registration", "1 day left", C.coral, 0.95],
      ["#SE-20519 · Renewal", "2 days left", C.coral, 0.86],
      ["#SE-20502 · Amendment", "4 days left", C.amber, 0.7],
      ["#SE-20498 · New registration", "6 days left", C.amber, 0.55],
      ["#SE-20476 · Renewal", "9 days left", C.tealL, 0.3],
    ];
    rows.forEach(([name, left, col, p], i) => {
      const y = 96 + i * 104;
      c += rrect(30, y, 920, 88, 12, t.panel, { stroke: t.line });
      c += rect(30, y, 6, 88, col);
      c += text(58, y + 38, name, { size: 19, weight: 600, fill: t.text });
      c += progress(58, y + 56, 520, p, col, t.line, 8);
      c += pill(950 - 24 - (left.length * 7.8 + 22), y + 28, left, col, { size: 13 });
    });
    s.add(appWindow(s, 110, 120, 980, 680, t, c, { title: "registrations · officer queue" }));
  },
  // 13 patient scheduling — light calendar
  (s) => {
    bg(s, "#E8ECFF", "#CDD4FA", C.cobalt, 0.12);
    const t = LIGHT;
    let c = rect(0, 0, 980, 642, t.bg);
    c += text(30, 52, "Dr. Kapoor · This week", { size: 28, weight: 700, fill: t.text, family: "display" });
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri"];
    days.forEach((d, i) => (c += text(150 + i * 166, 100, d, { size: 17, weight: 700, fill: t.muted })));
    for (let h = 0; h < 6; h++)
      c += text(30, 150 + h * 80, `${9 + h}:00`, { size: 15, fill: t.muted }) + line(110, 130 + h * 80, 950, 130 + h * 80, t.line);
    const cols = [C.cobalt, C.teal, C.coral, C.amber, C.violet];
    const appts: [number, number, number, string][] = [
      [0, 0, 1, "R. Menon"],
      [0, 2, 1.5, "A. Das"],
      [1, 1, 1, "K. Shah"],
      [2, 0, 2, "Procedure"],
      [2, 3, 1, "L. Pinto"],
      [3, 1, 1.5, "S. Nair"],
      [4, 0, 1, "Follow-up"],
      [4, 2.5, 1, "M. Iyer"],
      [1, 3.5, 1.5, "Referral"],
      [3, 4, 1, "P. Joshi"],
    ];
    appts.forEach(([d, st, len, l], i) => {
      const col = cols[i % cols.length]!;
      c +=
        rrect(130 + d * 166, 134 + st * 80, 154, len * 80 - 8, 10, col, { "fill-opacity": 0.18 }) +
        rrect(130 + d * 166, 134 + st * 80, 6, len * 80 - 8, 3, col) +
        text(146 + d * 166, 162 + st * 80, l, { size: 15, weight: 700, fill: t.text });
    });
    s.add(appWindow(s, 110, 120, 980, 680, t, c, { title: "clinic network · appointments" }));
  },
  // 14 loan core migration: old and new systems side by side, with the shadow-match rate — amber on ink
  (s) => {
    bg(s, "#2A1A10", "#120A06", C.amber, 0.3);
    const t = theme(DARK, { accent: C.amber });
    let c = rect(0, 0, 980, 642, t.bg);
    c += text(30, 56, "Shadow reads · two-wheeler", { size: 28, weight: 700, fill: t.text, family: "display" });
    const col = (x: number, title: string, tint: string) => {
      let o = rrect(x, 96, 440, 300, 14, t.panel, { stroke: t.line }) + text(x + 24, 136, title, { size: 18, weight: 700, fill: tint });
      ["Balance", "Schedule", "Foreclosure quote"].forEach((label, i) => {
        o += text(x + 24, 190 + i * 66, label, { size: 15, fill: t.muted });
        o += bar(x + 24, 204 + i * 66, 300 - i * 40, 12, tint, 0.7);
      });
      return o;
    };
    c += col(30, "Monolith", C.muted) + col(510, "New loan core", C.tealL);
    c += rrect(30, 420, 920, 170, 14, t.panel2, { stroke: t.line });
    c += text(54, 464, "Match rate, last 14 days · our measurement", { size: 16, fill: t.muted });
    c += text(54, 536, "99.9%", { size: 52, weight: 700, fill: t.text, family: "display" });
    c += progress(330, 510, 580, 0.999, C.tealL, t.line, 14);
    s.add(appWindow(s, 110, 120, 980, 680, t, c, { title: "loan-core · reconciliation" }));
  },
  // 15 citizen services app — rose/coral
  (s) => {
    bg(s, C.rose, "#9E2451");
    s.add(phone(s, 440, 70, 330, citizenScreen(s, DARK)));
    s.add(card(s, 80, 560, DARK, "check", "Applications", "Tracked", C.tealL, 300));
    s.add(card(s, 830, 200, DARK, "bolt", "Median approval", "6 days", C.amber, 300));
  },
];

export function thumbScene(i: number): string {
  const s = new Scene(W, H, `cases/thumb-${i + 1}`);
  THUMBS[i]!(s);
  return s.toString();
}

export { isoCylinder, lineChart, dashboardScreen, iso, g, path };
export type { ScreenSpec };
