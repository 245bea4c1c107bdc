/**
 * 4:3 section illustrations (viewBox 1200×900) for product and service pages.
 * Each section picks a composition kind and themed content from SPECS.
 */
import {
  C,
  DARK,
  Scene,
  appWindow,
  backdrop,
  bar,
  barChart,
  circle,
  designPill,
  donut,
  f,
  floatCard,
  g,
  glowBlob,
  icon,
  iconTile,
  line,
  lineChart,
  linkCurve,
  orbits,
  path,
  phone,
  pill,
  pillWidth,
  poly,
  progress,
  rect,
  ring,
  rrect,
  smooth,
  table,
  text,
  theme,
  tr,
  avatar,
  statusBar,
  type UiTheme,
} from "./kit.ts";
import { phoneHeader, tabBar, ecgPath, selfCareScreen, tillPrice } from "./screens.ts";
import { textWidth } from "./measure.ts";

export const SW = 1200;
export const SH = 900;

type Cell = string | { pill: string; color: string };
/**
 * What one section's drawing shows. `planned`: the section's work has not shipped (its page marks
 * it `status: planned`), so the drawing carries a "Design · not yet built" pill and shows no figure
 * that reads as a result: its card names what the design does, not what it achieved.
 * `window`: the name of the system on screen, in the window's title bar. It is the client's own
 * system, so it is named for what it does ("Online orders", "Network operations"), never for us.
 */
type Spec = (
  | { kind: "chat"; q: string; cites: string[]; chip: string }
  | {
      kind: "table";
      head: string[];
      rows: Cell[][];
      kpi: [string, string];
      window: string;
      /** the filter pills over the table, the first selected, in place of All, Flagged, Today */
      filters?: string[];
    }
  | {
      kind: "chart";
      mode: "band" | "bars" | "burn" | "line" | "stack";
      title: string;
      kpi: [string, string];
      labels?: string[];
      window: string;
      /** line: the one filter the viewer's access allows, drawn locked in place of "Export" */
      lock?: string;
      /** line: five axis labels, top to bottom, in place of 100…0 (the series stay on the 0–100 scale) */
      axis?: string[];
      /** line: one series against a dashed target, at [value on the 0–100 scale, label] */
      target?: [number, string];
      /** line: a name per point (18), some shown under the axis; `note` annotates the lowest point */
      points?: string[];
      note?: string;
    }
  | { kind: "graph"; nodes: [string, string][]; edges: [number, number][]; layout: "layers" | "radial"; mark?: number[] }
  | {
      kind: "routing";
      /** the app whose requests the facade takes: [name, line under it] */
      from: [string, string];
      /** the facade: [name, line under it], and the heading over its routes */
      facade: [string, string];
      heading: string;
      /** one route each: [what is routed, line under it, to the new system (true) or the old one] */
      routes: [string, string, boolean][];
      /** the two systems: [name, line under it] */
      next: [string, string];
      old: [string, string];
      /** what the facade routes otherwise: [what, how] */
      note: [string, string];
      /** the kill switch, drawn off: [name, what throwing it does, over two lines] */
      kill: [string, string, string];
    }
  | {
      kind: "code";
      file: string;
      lines: [number, string, string][];
      preview: "docs" | "tests" | "button" | "package";
      /** tests: [check, passing], columns and owner in place of the default order model's */
      tests?: [string, boolean][];
      columns?: string[];
      owner?: string;
      /** button: [where the tokens are exported to, the name they take there] */
      exports?: [string, string][];
      /** package: the course as an LMS shows it once the package is imported */
      pkg?: {
        /** [course, line under it] */
        course: [string, string];
        /** [icon, item, what it reports to the LMS] */
        items: [string, string, string][];
        /** the other formats the same course is packaged as */
        formats: string[];
        /** an xAPI statement, one part a line: actor, verb, object */
        statement: [string, string][];
        /** where the tools launch from */
        launch: string;
      };
    }
  | { kind: "phone"; screen: PhoneKind; cards: [string, string, string][] }
  | { kind: "board"; cols: string[]; sticky: string; items: string[][] }
  | { kind: "pipeline"; stages: [string, string][]; waterfall?: boolean }
) & { planned?: true };

type PhoneKind = "sign" | "unlock" | "audio" | "lesson" | "booking" | "selfcare" | "wearable" | "form" | "scale" | "status";

/**
 * Each section: [heading, what is drawn]. The heading is the screen's own short title, drawn whole
 * (a window's title, a table's heading or the pill over a board or diagram); the page's section
 * title beside the picture is a sentence, and is not drawn into it.
 */
type Page = { accent: string; accent2: string; glow: string; sections: [string, Spec][] };

const ok = (p: string): Cell => ({ pill: p, color: C.tealL });
const warnC = (p: string): Cell => ({ pill: p, color: C.amber });
const bad = (p: string): Cell => ({ pill: p, color: C.coral });
const inf = (p: string): Cell => ({ pill: p, color: C.cobaltL });

export const SECTION_SPECS: Record<string, Page> = {
  "capabilities/digital-transformation": {
    accent: C.cobaltL,
    accent2: C.tealL,
    glow: C.cobalt,
    sections: [
      [
        "Process discovery",
        {
          kind: "board",
          cols: ["As-is", "Pain points", "To-be"],
          sticky: C.amber,
          items: [
            ["Invoice arrives", "Manual match", "Ledger entry"],
            ["Re-keying", "Lost approvals", "No audit trail"],
            ["Auto-match", "One-click approve", "Live ledger"],
          ],
        },
      ],
      [
        "Purchase approvals",
        {
          kind: "table",
          window: "Procurement",
          head: ["Request", "Requester", "Approver", "Status"],
          rows: [
            ["PO-2291 Laptops", "R. Iyer", "S. Menon", ok("Approved")],
            ["PO-2290 Forklift", "A. Khan", "S. Menon", warnC("Pending")],
            ["PO-2288 Packaging", "N. Rao", "D. Bose", ok("Approved")],
            ["PO-2285 Fuel cards", "F. Ali", "D. Bose", bad("Rejected")],
            ["PO-2281 Safety kit", "M. Das", "S. Menon", inf("Audit")],
          ],
          kpi: ["Avg. approval", "6 h"],
        },
      ],
      [
        "Field rollout",
        {
          kind: "phone",
          screen: "form",
          cards: [
            ["check", "Adoption review", "Fortnightly"],
            ["user", "Supervisors", "Trained first"],
          ],
        },
      ],
    ],
  },
  "capabilities/data-engineering-analytics": {
    accent: C.cobaltL,
    accent2: C.violet,
    glow: C.violet,
    sections: [
      [
        "This morning's loads",
        {
          kind: "table",
          window: "Scheduled loads",
          head: ["Load", "Last run", "Duration", "Freshness"],
          rows: [
            ["SAP batch extract", "06:00", "3m 40s", ok("Fresh")],
            ["LIMS results", "06:10", "1m 12s", ok("Fresh")],
            ["Plant historian · Kafka", "06:14", "38s", ok("Fresh")],
            ["Shift readings · Plant 2", "06:00", "52s", bad("Late 1h")],
            ["LIMS backfill · 14 days", "05:20", "11m 08s", inf("Backfilled")],
          ],
          kpi: ["Checks passing", "143/144"],
        },
      ],
      [
        "Mart model and tests",
        {
          kind: "code",
          file: "marts/yield_per_batch.sql",
          preview: "tests",
          lines: [
            [0, "-- Yield per batch: defined once, here", C.dim],
            [0, "create view marts.yield_per_batch as", C.coralL],
            [0, "select b.batch_id, b.plant_id, b.product,", C.text],
            [1, "round(100.0 * m.output_kg / m.input_kg, 1)", C.text],
            [2, "as yield_pct,", C.text],
            [1, "l.grade as lims_grade", C.text],
            [0, "from intermediate.batch_mass_balance m", C.cobaltL],
            [0, "join staging.sap_batches b using (batch_id)", C.cobaltL],
            [0, "left join staging.lims_results l", C.cobaltL],
            [1, "using (batch_id);", C.text],
          ],
          tests: [
            ["unique: batch_id", true],
            ["not null: yield_pct", true],
            ["references: sap_batches", true],
            ["accepted values: lims_grade", true],
            ["yield_pct between 0 and 100", true],
          ],
          columns: ["batch_id · SAP batch, primary key", "plant_id · plant the batch ran in", "yield_pct · output ÷ input, %"],
          owner: "Plant data team",
        },
      ],
      [
        "Plant dashboard",
        {
          kind: "chart",
          mode: "line",
          window: "Plant dashboards",
          title: "Yield per batch (%) · Plant 2",
          kpi: ["Average yield · 30 days", "91.1%"],
          lock: "Plant 2 only",
          axis: ["100", "95", "90", "85", "80"],
          target: [40, "Target 88%"],
          points: Array.from({ length: 18 }, (_, i) => `B-${2401 + i}`),
          note: "Catalyst changed",
        },
      ],
    ],
  },
  "capabilities/cloud-engineering": {
    accent: C.sky,
    accent2: C.cobaltL,
    glow: C.sky,
    sections: [
      [
        "Landing zone",
        {
          kind: "graph",
          layout: "layers",
          nodes: [
            ["Organisation", C.cobaltL],
            ["Production", C.coral],
            ["Staging", C.amber],
            ["Shared services", C.tealL],
            ["Logging", C.sky],
            ["Identity", C.violet],
          ],
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [3, 4],
            [3, 5],
          ],
        },
      ],
      [
        "Monthly batches",
        {
          kind: "table",
          window: "Loan core move · AWS Mumbai",
          head: ["Monthly batch", "Loans", "Against old core", "Status"],
          rows: [
            ["Two-wheeler · all batches", "52,000", "Balances match", ok("On new core")],
            ["Commercial vehicle · all", "38,500", "Balances match", ok("On new core")],
            ["MSME · March batch", "9,800", "Balances match", ok("Moved")],
            ["MSME · April batch", "10,200", "2 loans differ", warnC("Reconciling")],
            ["MSME · May batch", "9,500", "Not yet compared", inf("CDC replicating")],
          ],
          kpi: ["Back to the old core", "1 commit"],
        },
      ],
      [
        "Cost by team",
        {
          kind: "chart",
          mode: "stack",
          window: "Cloud cost report",
          title: "Monthly cost by team",
          kpi: ["vs last month", "−12%"],
          labels: ["Payments", "Search", "Data", "Platform"],
        },
      ],
    ],
  },
  "capabilities/managed-devops": {
    accent: C.tealL,
    accent2: C.cobaltL,
    glow: C.teal,
    sections: [
      [
        "Pipeline run",
        {
          kind: "pipeline",
          stages: [
            ["Build", "code"],
            ["Test", "check"],
            ["Scan", "shield"],
            ["Canary", "spark"],
            ["Release", "cloud"],
          ],
        },
      ],
      [
        "Maintenance calendar",
        {
          kind: "board",
          cols: ["July", "August", "September"],
          sticky: C.tealL,
          items: [
            ["K8s 1.30 upgrade", "Node pool rotate"],
            ["Backup restore drill", "Cert renewal"],
            ["K8s 1.31 upgrade", "DR game day", "Quarterly review"],
          ],
        },
      ],
      [
        "SLO burn rate",
        { kind: "chart", mode: "burn", window: "Grafana · SLOs", title: "Checkout API · 30-day SLO", kpi: ["Error budget left", "72%"] },
      ],
    ],
  },
  "capabilities/ai-intelligent-systems": {
    accent: C.violet,
    accent2: C.coral,
    glow: C.violet,
    sections: [
      [
        "Grounded assistant",
        {
          kind: "chat",
          q: "Is there a charge to prepay a home loan?",
          cites: ["Prepayment policy §3.1", "Home loan FAQ p.4"],
          chip: "2 sources",
        },
      ],
      [
        "Evaluation runs",
        {
          kind: "table",
          window: "Evaluation harness",
          head: ["Case", "Prompt v1", "Prompt v2", "Result"],
          rows: [
            ["Prepayment charges", "0.72", "0.91", ok("Pass")],
            ["EMI date change", "0.64", "0.88", ok("Pass")],
            ["Loan-to-value limits", "0.81", "0.58", bad("Regressed")],
            ["Property documents", "0.77", "0.86", ok("Pass")],
            ["Tax advice (must refuse)", "0.52", "0.79", warnC("Review")],
          ],
          kpi: ["Pass rate", "86%"],
        },
      ],
      [
        "Demand forecast",
        {
          kind: "chart",
          mode: "band",
          planned: true,
          window: "Demand forecast",
          title: "Weekly demand forecast",
          kpi: ["Promotion to production", "A person approves"],
        },
      ],
    ],
  },
  "capabilities/product-modernization": {
    accent: C.coral,
    accent2: C.cobaltL,
    glow: C.cobalt,
    sections: [
      [
        "Dependency map",
        {
          kind: "graph",
          layout: "radial",
          nodes: [
            ["core", C.cobaltL],
            ["billing", C.coral],
            ["reports", C.cobaltL],
            ["auth", C.tealL],
            ["legacy-xml", C.coral],
            ["search", C.cobaltL],
            ["export", C.coral],
            ["users", C.tealL],
          ],
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [0, 4],
            [0, 5],
            [1, 6],
            [2, 6],
            [3, 7],
            [4, 1],
          ],
          mark: [1, 4, 6],
        },
      ],
      [
        "Routing facade",
        {
          kind: "routing",
          from: ["Branch app", "Screens staff know"],
          facade: ["Routing facade", "Reads routing.yaml, reviewed"],
          heading: "New loans, by product line",
          routes: [
            ["Two-wheeler", "Cut over first", true],
            ["Used commercial vehicle", "Cut over second", true],
            ["MSME term loan", "Last, not yet cut over", false],
          ],
          next: ["New loan core", "Node.js · PostgreSQL"],
          old: ["Old loan core", "Java · Oracle"],
          note: ["Loans already open", "Routed by loan number"],
          kill: ["Kill switch", "One commit sends every new", "application to the old core"],
        },
      ],
      [
        "Old core against new",
        {
          kind: "table",
          window: "Loan core reconciliation",
          head: ["Table", "Old core", "New core", "Match"],
          rows: [
            ["loans", "1,20,000", "1,20,000", ok("100%")],
            ["emi_schedule", "28,41,560", "28,41,560", ok("100%")],
            ["repayments", "19,04,227", "19,04,225", warnC("2 differ")],
            ["charges", "3,12,908", "3,12,908", ok("100%")],
            ["gl_postings", "41,86,302", "41,86,302", ok("100%")],
          ],
          kpi: ["Differences to explain", "2"],
        },
      ],
    ],
  },
  "capabilities/ux-product-design": {
    accent: C.coral,
    accent2: C.violet,
    glow: C.violet,
    sections: [
      [
        "Field findings",
        {
          kind: "table",
          window: "Field week · 9 loan officers, 3 branches",
          filters: ["All findings", "Every day", "High"],
          head: ["Finding, most often first", "How often", "Evidence", "Severity"],
          rows: [
            ["Doesn't believe 'Submitted'", "Every day", "Photos, quotes", bad("High")],
            ["Waits on the road for a signal", "Every day", "Clips", bad("High")],
            ["One hand holds cash or passbook", "Every day", "Clips", warnC("Medium")],
            ["Stopped signing out: OTP needs signal", "Several officers", "Quotes", bad("High")],
            ["Odia shows as empty boxes", "2 of 6 test phones", "Screenshots", warnC("Medium")],
          ],
          kpi: ["Group meetings observed", "31"],
        },
      ],
      [
        "Patient booking flow",
        {
          kind: "board",
          cols: ["Clinic", "Doctor", "Slot", "Error states"],
          sticky: C.violet,
          items: [
            ["Nearest", "Saved"],
            ["Roster", "Next free"],
            ["Today", "Later"],
            ["Slot taken", "No signal"],
          ],
        },
      ],
      [
        "Design system",
        {
          kind: "code",
          file: "tokens/button.json",
          preview: "button",
          lines: [
            [0, "{", C.text],
            [1, '"button": {', C.coralL],
            [2, '"primary": {', C.coralL],
            [3, '"background": { "$value": "{color.action}" },', C.cobaltL],
            [3, '"radius": { "$value": "{radius.pill}" },', C.cobaltL],
            [3, '"padding-x": { "$value": "{space.4}" },', C.cobaltL],
            [3, '"label": { "$value": "{type.label.md}" }', C.cobaltL],
            [2, "}", C.coralL],
            [1, "}", C.coralL],
            [0, "}", C.text],
          ],
          exports: [
            ["Figma variables", "button/primary/background"],
            ["CSS", "--button-primary-background"],
          ],
        },
      ],
    ],
  },
  "capabilities/api-microservices": {
    accent: C.tealL,
    accent2: C.cobaltL,
    glow: C.teal,
    sections: [
      [
        "OpenAPI spec",
        {
          kind: "code",
          file: "openapi.yaml",
          preview: "docs",
          lines: [
            [0, "paths:", C.coralL],
            [1, "/v1/orders/{id}:", C.cobaltL],
            [2, "get:", C.tealL],
            [3, "summary: Get an order", C.text],
            [3, "responses:", C.text],
            [4, "'200':", C.amberL],
            [5, "$ref: Order", C.cobaltL],
            [4, "'404':", C.amberL],
          ],
        },
      ],
      [
        "Bounded contexts",
        {
          kind: "board",
          cols: ["Ordering", "Payments", "Fulfilment"],
          sticky: C.coral,
          items: [
            ["Cart checked out", "Order placed"],
            ["Payment authorised", "Refund issued"],
            ["Parcel packed", "Parcel shipped", "Delivered"],
          ],
        },
      ],
      [
        "Request trace",
        {
          kind: "pipeline",
          waterfall: true,
          stages: [
            ["gateway", "globe"],
            ["orders", "box"],
            ["payments", "card"],
            ["psp.razor", "bolt"],
            ["notify", "bell"],
          ],
        },
      ],
    ],
  },
  "industries/fintech": {
    accent: C.cobaltL,
    accent2: C.coral,
    glow: C.cobalt,
    sections: [
      [
        "Loan agreement",
        {
          kind: "phone",
          screen: "sign",
          cards: [
            ["doc", "Key fact statement", "Before signing"],
            ["check", "Repayments", "e-NACH mandate"],
          ],
        },
      ],
      [
        "Daily reconciliation",
        {
          kind: "table",
          window: "Loan operations",
          head: ["UTR", "Bank", "Ledger", "Status"],
          rows: [
            ["UTR 88214", "₹42,000", "₹42,000", ok("Matched")],
            ["UTR 88215", "₹18,450", "₹18,450", ok("Matched")],
            ["UTR 88219", "₹9,999", "—", bad("Missing")],
            ["UTR 88220", "₹1,25,000", "₹1,25,000", ok("Matched")],
            ["UTR 88224", "₹3,300", "₹3,000", warnC("Mismatch")],
          ],
          kpi: ["Auto-matched", "99.2%"],
        },
      ],
      [
        "Fields seen, by purpose",
        {
          kind: "table",
          window: "Audit log · loan LN-24817",
          head: ["Field seen", "Purpose", "Seen by", "When"],
          rows: [
            ["PAN", "e-KYC check", "Credit officer", "10:42"],
            ["Bank statement", "Income check", "Underwriter", "10:58"],
            ["Bureau report", "Credit decision", "Underwriter", "11:03"],
            ["Loan agreement", "Disbursal check", "Ops checker", "11:20"],
            ["Mobile number", "EMI reminders", "Collections", "11:31"],
          ],
          kpi: ["Every field", "Purpose-tagged"],
        },
      ],
    ],
  },
  "industries/edtech": {
    accent: C.violet,
    accent2: C.amber,
    glow: C.violet,
    sections: [
      [
        "SCORM package",
        {
          kind: "code",
          planned: true,
          file: "imsmanifest.xml",
          preview: "package",
          lines: [
            [0, '<manifest identifier="ibps-po-percentages">', C.coralL],
            [1, '<organizations default="course">', C.cobaltL],
            [2, '<organization identifier="course">', C.cobaltL],
            [3, "<title>IBPS PO · Percentages</title>", C.text],
            [3, '<item identifier="lessons" identifierref="r1">', C.tealL],
            [4, "<title>8 recorded lessons</title>", C.text],
            [3, "</item>", C.tealL],
            [3, '<item identifier="test" identifierref="r2">', C.tealL],
            [4, "<title>Chapter test · 20 questions</title>", C.text],
            [3, "</item>", C.tealL],
            [2, "</organization>", C.cobaltL],
            [1, "</organizations>", C.cobaltL],
            [1, "<resources>…</resources>", C.dim],
            [0, "</manifest>", C.coralL],
          ],
          pkg: {
            course: ["IBPS PO · Percentages", "Imported from a SCORM 2004 package"],
            items: [
              ["play", "8 recorded lessons", "Completion"],
              ["check", "Chapter test · 20 questions", "Score · QTI items"],
            ],
            formats: ["SCORM 1.2", "SCORM 2004", "cmi5"],
            statement: [
              ["actor", "learner"],
              ["verb", "completed"],
              ["object", "Percentages · Lesson 5"],
            ],
            launch: "Moodle · Canvas · any LTI 1.3 platform",
          },
        },
      ],
      [
        "Recorded lessons",
        {
          kind: "phone",
          screen: "lesson",
          cards: [
            ["wifi", "Adaptive HLS stream", "240p–720p"],
            ["book", "Saved for offline", "4 lessons"],
          ],
        },
      ],
      [
        "Batch progress",
        {
          kind: "chart",
          mode: "bars",
          window: "Mock test results",
          title: "Mock test 14 · Scores by topic",
          kpi: ["Batch average", "74%"],
        },
      ],
    ],
  },
  "industries/hospitality": {
    accent: C.amber,
    accent2: C.coral,
    glow: C.coral,
    sections: [
      [
        "Today's bookings",
        {
          kind: "table",
          window: "Front desk · Bookings",
          head: ["Booking", "Guest", "Stay", "Written to PMS"],
          rows: [
            ["New · room 214", "L. Berg", "12–14 Sep", ok("Written")],
            ["Changed · room 108", "A. Nilsson", "13–16 Sep", ok("Written")],
            ["Cancelled · room 305", "M. Holm", "12 Sep", ok("Written")],
            ["New · room 411", "J. Lindqvist", "15–17 Sep", bad("Failed · retry")],
            ["New · room 202", "S. Karlsson", "14–15 Sep", ok("Written")],
          ],
          kpi: ["Bookings kept", "In the PMS only"],
        },
      ],
      [
        "Room status",
        {
          kind: "phone",
          screen: "status",
          planned: true,
          cards: [
            ["bed", "Rooms ready", "Read from the PMS"],
            ["check", "Inspected", "Signed off by a supervisor"],
          ],
        },
      ],
      [
        "Mobile key",
        {
          kind: "phone",
          screen: "unlock",
          planned: true,
          cards: [
            ["lock", "Room 412", "Unlocked"],
            ["calendar", "Checkout", "Mon 11:00"],
          ],
        },
      ],
    ],
  },
  "industries/dooh": {
    accent: C.coral,
    accent2: C.violet,
    glow: C.violet,
    sections: [
      [
        "Screen health",
        {
          kind: "graph",
          layout: "radial",
          planned: true,
          nodes: [
            ["CMS", C.cobaltL],
            ["Metro A", C.tealL],
            ["Metro B", C.tealL],
            ["Mall 3", C.amber],
            ["Airport", C.tealL],
            ["Junction 9", C.coral],
            ["Tech Park", C.tealL],
          ],
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [0, 4],
            [0, 5],
            [0, 6],
          ],
          mark: [5],
        },
      ],
      [
        "Programmatic bids",
        {
          kind: "table",
          planned: true,
          window: "Ad server",
          head: ["Slot", "Screen", "Top bid", "Status"],
          rows: [
            ["18:00–18:15", "Junction 9", "₹4,200", ok("Won")],
            ["18:15–18:30", "Metro A", "₹3,100", inf("Direct")],
            ["18:30–18:45", "Mall 3", "₹2,650", ok("Won")],
            ["18:45–19:00", "Airport", "₹5,900", warnC("Floor")],
            ["19:00–19:15", "Tech Park", "₹2,200", ok("Won")],
          ],
          kpi: ["Fill rate", "Per screen and hour"],
        },
      ],
      [
        "Proof of play",
        {
          kind: "chart",
          mode: "bars",
          planned: true,
          window: "Proof of play",
          title: "Plays by hour · Junction 9",
          kpi: ["Plays today", "From signed play logs"],
        },
      ],
    ],
  },
  "industries/agritech": {
    accent: C.lime,
    accent2: C.amber,
    glow: C.teal,
    sections: [
      [
        "Voice advisory",
        {
          kind: "phone",
          screen: "audio",
          cards: [
            ["leaf", "Advisory", "Kannada audio"],
            ["sun", "Rain Thursday", "18 mm"],
          ],
        },
      ],
      [
        "FPO procurement",
        {
          kind: "phone",
          screen: "scale",
          planned: true,
          cards: [
            ["box", "Weight", "Read from the scale"],
            ["card", "Payouts", "To bank or UPI"],
          ],
        },
      ],
      [
        "Crop-health map",
        {
          kind: "graph",
          layout: "radial",
          nodes: [
            ["Plot map", C.lime],
            ["Nightly NDVI", C.tealL],
            ["Crop", C.amber],
            ["Weather", C.sky],
            ["Sowing date", C.coral],
            ["Soil Health Card", C.lime],
          ],
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [0, 4],
            [0, 5],
          ],
        },
      ],
    ],
  },
  "industries/telecom": {
    accent: C.cobaltL,
    accent2: C.tealL,
    glow: C.cobalt,
    sections: [
      [
        "BSS domains",
        {
          kind: "graph",
          layout: "layers",
          planned: true,
          nodes: [
            ["Open APIs", C.cobaltL],
            ["Catalogue", C.tealL],
            ["Ordering", C.amber],
            ["Billing", C.coral],
            ["Charging", C.violet],
            ["CRM", C.sky],
          ],
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [2, 4],
            [3, 5],
          ],
        },
      ],
      [
        "Network alarms",
        {
          kind: "table",
          planned: true,
          window: "Network operations",
          head: ["Site", "Alarm", "Since", "Severity"],
          rows: [
            ["BLR-0421", "Link down", "02m", bad("Critical")],
            ["BLR-0388", "High temp", "14m", warnC("Major")],
            ["MYS-0102", "Power on battery", "31m", warnC("Major")],
            ["BLR-0517", "Packet loss 2%", "48m", inf("Minor")],
            ["HBL-0044", "Cleared", "1h", ok("Cleared")],
          ],
          kpi: ["Mean time to repair", "Tracked per site"],
        },
      ],
      [
        "Self-care",
        {
          kind: "phone",
          screen: "selfcare",
          cards: [
            ["card", "UPI recharge", "No call needed"],
            ["chart", "Usage", "Live from billing"],
          ],
        },
      ],
    ],
  },
  "industries/retail": {
    accent: C.coral,
    accent2: C.amber,
    glow: C.coral,
    sections: [
      [
        "Stock everywhere",
        {
          kind: "chart",
          mode: "stack",
          window: "Store operations",
          title: "Stock by location · Atta 5 kg",
          kpi: ["Sell-through", "68%"],
          labels: ["Store shelves", "Store backrooms", "Warehouse", "In transit"],
        },
      ],
      [
        "Prices and promotions",
        {
          kind: "table",
          window: "Head office · Catalogue",
          head: ["SKU", "Price", "Promotion", "Stores updated"],
          rows: [
            ["Whole wheat atta 5 kg", `₹${tillPrice("Atta 5 kg")}`, "—", ok("27 of 27")],
            ["Toor dal 1 kg", `₹${tillPrice("Toor dal 1 kg")}`, "₹10 off", ok("27 of 27")],
            ["Sunflower oil 1 L", `₹${tillPrice("Sunflower oil 1 L")}`, "2 for ₹299", warnC("19 of 27")],
            ["Basmati rice 5 kg", `₹${tillPrice("Basmati rice 5 kg")}`, "—", ok("27 of 27")],
            ["Tea 250 g", `₹${tillPrice("Tea 250 g")}`, "Buy 2, get 1", inf("From 18:00")],
          ],
          kpi: ["Price change to online tills", "Within 15 min"],
        },
      ],
      [
        "Dispatch and returns",
        {
          kind: "table",
          planned: true,
          window: "Online orders",
          head: ["Order", "Courier", "Payment", "Status"],
          rows: [
            ["#40211", "Delhivery", "COD", ok("Packed")],
            ["#40212", "BlueDart", "Prepaid", inf("Shipped")],
            ["#40215", "Ekart", "COD", warnC("RTO risk")],
            ["#40219", "Delhivery", "Prepaid", ok("Packed")],
            ["#40221", "Shadowfax", "COD", bad("Return")],
          ],
          kpi: ["COD remittances", "Matched line by line"],
        },
      ],
    ],
  },
  "industries/medtech": {
    accent: C.tealL,
    accent2: C.coral,
    glow: C.teal,
    sections: [
      [
        "Patient summary",
        {
          kind: "table",
          window: "Clinic records",
          head: ["Record", "Source", "Date", "Type"],
          rows: [
            ["HbA1c 6.8%", "Network lab", "12 Jun", inf("Lab")],
            ["Diabetes review", "Dr. S. Rao", "12 Jun", ok("Consultation")],
            ["Metformin 500 mg", "Dr. S. Rao", "12 Jun", warnC("Prescription")],
            ["Lipid panel", "Network lab", "14 May", inf("Lab")],
            ["Fever, 3 days", "Dr. A. Khan", "02 May", ok("Consultation")],
          ],
          kpi: ["FHIR resources", "1,204"],
        },
      ],
      [
        "Wearable sensor",
        {
          kind: "phone",
          screen: "wearable",
          planned: true,
          cards: [
            ["heart", "Heart rate", "72 bpm"],
            ["wifi", "BLE paired", "Sensor 2"],
          ],
        },
      ],
      [
        "Appointments",
        {
          kind: "phone",
          screen: "booking",
          cards: [
            ["calendar", "Booked against", "Live roster"],
            ["doc", "Doctor's timeline", "Visits and Rx"],
          ],
        },
      ],
    ],
  },
};

/* ------------------------------------------------------------------ */

function chat(s: Scene, w: number, h: number, t: UiTheme, sp: Extract<Spec, { kind: "chat" }>, acc: string) {
  let o = rect(0, 0, w, h, t.bg);
  const mw = w * 0.62;
  o += rrect(mw - 380, 40, 350, 54, 18, acc) + text(mw - 360, 73, sp.q, { size: 15, weight: 600, fill: "#fff" });
  o += iconTile("spark", 30, 120, 40, acc);
  o += rrect(84, 120, mw - 110, 250, 18, t.panel, { stroke: t.line });
  [0.9, 0.82, 0.86, 0.6].forEach((p, i) => (o += bar(108, 150 + i * 26, (mw - 170) * p, 10, t.text, 0.6)));
  o +=
    rrect(108 + (mw - 170) * 0.6 + 8, 222, 24, 20, 6, acc, { "fill-opacity": 0.3 }) +
    text(108 + (mw - 170) * 0.6 + 20, 237, "1", { size: 12, weight: 700, fill: t.text, anchor: "middle" });
  [0.7, 0.5].forEach((p, i) => (o += bar(108, 262 + i * 26, (mw - 170) * p, 10, t.text, 0.45)));
  o +=
    rrect(108 + (mw - 170) * 0.5 + 8, 280, 24, 20, 6, acc, { "fill-opacity": 0.3 }) +
    text(108 + (mw - 170) * 0.5 + 20, 295, "2", { size: 12, weight: 700, fill: t.text, anchor: "middle" });
  o += pill(108, 326, sp.chip, C.tealL, { size: 11 }) + pill(108 + pillWidth(sp.chip) + 10, 326, "Grounded", acc, { size: 11 });
  o +=
    rrect(30, h - 80, mw - 56, 54, 27, t.panel, { stroke: t.line }) +
    text(56, h - 47, "Ask a follow-up…", { size: 14, fill: t.muted }) +
    circle(mw - 56, h - 53, 18, acc) +
    icon("bolt", mw - 65, h - 62, 18, "#fff");
  // sources panel
  o += rect(mw, 0, w - mw, h, t.panel) + line(mw, 0, mw, h, t.line) + text(mw + 24, 40, "Sources", { size: 15, weight: 700, fill: t.text });
  sp.cites.concat(["Policy FAQ 2024"]).forEach((c, i) => {
    const y = 64 + i * 110;
    o += rrect(mw + 20, y, w - mw - 40, 94, 14, t.bg, { stroke: i < 2 ? acc : t.line, "stroke-opacity": i < 2 ? 0.6 : 1 });
    o +=
      rrect(mw + 34, y + 16, 26, 22, 6, acc, { "fill-opacity": i < 2 ? 0.3 : 0.1 }) +
      text(mw + 47, y + 32, `${i + 1}`, { size: 12, weight: 700, fill: t.text, anchor: "middle" });
    o +=
      text(mw + 72, y + 33, c, { size: 13.5, weight: 600, fill: t.text }) +
      bar(mw + 34, y + 54, (w - mw) * 0.62, 8, t.muted, 0.4) +
      bar(mw + 34, y + 72, (w - mw) * 0.44, 8, t.muted, 0.3);
  });
  return o;
}

function tableView(s: Scene, w: number, h: number, t: UiTheme, sp: Extract<Spec, { kind: "table" }>, acc: string, title: string) {
  let o = rect(0, 0, w, h, t.bg);
  o += text(28, 46, title, { size: 20, weight: 700, fill: t.text, family: "display" });
  o +=
    rrect(w - 200, 22, 172, 36, 10, t.panel, { stroke: t.line }) +
    icon("search", w - 188, 31, 18, t.muted) +
    bar(w - 160, 37, 100, 7, t.line);
  let fx = 28;
  (sp.filters ?? ["All", "Flagged", "Today"]).forEach((p, i) => {
    o += pill(fx, 70, p, i === 0 ? acc : t.muted, { size: 11.5, solid: i === 0 });
    fx += Math.max(86, pillWidth(p, 11.5) + 14);
  });
  o += panel2(20, 112, w - 40, h - 132, t);
  o += table(20, 124, w - 40, 64, t, sp.head, sp.rows, [0.34, 0.22, 0.22, 0.22]);
  return o;
}
function panel2(x: number, y: number, w: number, h: number, t: UiTheme) {
  return rrect(x, y, w, h, 14, t.panel, { stroke: t.line });
}

function chartView(s: Scene, w: number, h: number, t: UiTheme, sp: Extract<Spec, { kind: "chart" }>, acc: string, acc2: string) {
  let o = rect(0, 0, w, h, t.bg);
  o += text(28, 46, sp.title, { size: 20, weight: 700, fill: t.text, family: "display" });
  if (sp.lock) {
    const lw = sp.lock.length * 7.2 + 50;
    const lx = w - 28 - lw;
    o += pill(lx - 86, 26, "30 days", acc, { size: 11.5 });
    o += rrect(lx, 24, lw, 26, 13, t.panel2, { stroke: t.line });
    o += icon("lock", lx + 12, 29, 16, t.muted) + text(lx + 36, 42, sp.lock, { size: 12.5, weight: 600, fill: t.text });
  } else if (sp.mode === "stack")
    o += pill(w - 180, 26, "6 months", acc, { size: 11.5 }) + pill(w - 94, 26, "Export", t.muted, { size: 11.5 });
  else o += pill(w - 170, 26, "30 days", acc, { size: 11.5 }) + pill(w - 94, 26, "Export", t.muted, { size: 11.5 });
  const X = 60;
  const Y = 100;
  const W = w - 100;
  const H = h - 190;
  o += panel2(20, 76, w - 40, h - 96, t);
  for (let i = 0; i <= 4; i++)
    o +=
      line(X, Y + (i * H) / 4, X + W, Y + (i * H) / 4, t.line, 1, { "stroke-dasharray": i === 4 ? undefined : "3 5" }) +
      text(X - 10, Y + (i * H) / 4 + 4, sp.axis?.[i] ?? `${(4 - i) * 25}`, { size: 11, fill: t.muted, anchor: "end" });
  const n = sp.mode === "bars" ? 12 : 18;
  const r = s.r;
  if (sp.mode === "band") {
    const act = r.series(12, 40, 70, 0.35);
    const fc = r.series(7, 50, 75, 0.25);
    const px = (i: number) => X + (i / 18) * W;
    const py = (v: number) => Y + H - (v / 100) * H;
    const up = fc.map((v, i): [number, number] => [px(11 + i), py(v + 6 + i * 1.6)]);
    const dn = fc.map((v, i): [number, number] => [px(11 + i), py(v - 6 - i * 1.6)]).reverse();
    o += path(`M${up.map((p) => `${f(p[0])} ${f(p[1])}`).join("L")}L${dn.map((p) => `${f(p[0])} ${f(p[1])}`).join("L")}Z`, acc, {
      "fill-opacity": 0.18,
    });
    o += path(smooth(act.map((v, i) => [px(i), py(v)])), "none", { stroke: t.text, "stroke-width": 2.5 });
    o += path(smooth([[px(11), py(act[11]!)], ...fc.map((v, i): [number, number] => [px(11 + i), py(v)])]), "none", {
      stroke: acc,
      "stroke-width": 3,
      "stroke-dasharray": "8 6",
    });
    o += line(px(11), Y, px(11), Y + H, acc2, 1.5, { "stroke-dasharray": "4 4" }) + pill(px(11) + 8, Y + 6, "Forecast", acc, { size: 11 });
  } else if (sp.mode === "bars") {
    o += barChart(X, Y, W, H, r.series(n, 20, 100, 0.6), acc, { hi: 8, hiColor: acc2, r: 6 });
  } else if (sp.mode === "burn") {
    o += lineChart(s, X, Y, W, H, t, [r.series(n, 20, 50, 0.4).map((v, i) => v + (i > 11 ? (i - 11) * 8 : 0))], [acc2], {
      grid: 0,
      min: 0,
      max: 110,
      dots: true,
    });
    o +=
      line(X, Y + H * 0.3, X + W, Y + H * 0.3, C.coral, 2, { "stroke-dasharray": "8 6" }) +
      pill(X + W - 130, Y + H * 0.3 - 30, "Burn alert 2×", C.coral, { size: 11 });
  } else if (sp.mode === "stack") {
    // four series, four colours: a page whose second accent is amber takes violet for the fourth
    const cols = [acc, acc2, C.tealL, acc2 === C.amber ? C.violet : C.amber];
    const bw = W / 6;
    for (let i = 0; i < 6; i++) {
      let yy = Y + H;
      cols.forEach((c, k) => {
        const hh = H * (0.08 + ((i * 7 + k * 13) % 10) / 60);
        o += rrect(X + i * bw + bw * 0.2, yy - hh, bw * 0.6, hh - 3, 4, c);
        yy -= hh;
      });
      o += text(X + i * bw + bw / 2, Y + H + 22, ["Apr", "May", "Jun", "Jul", "Aug", "Sep"][i]!, {
        size: 12,
        fill: t.muted,
        anchor: "middle",
      });
    }
    (sp.labels ?? []).forEach(
      (l, k) => (o += circle(X + k * 150 + 6, h - 40, 6, cols[k]!) + text(X + k * 150 + 18, h - 35, l, { size: 12.5, fill: t.muted })),
    );
  } else if (sp.target) {
    // one series against a target, its points named, the lowest annotated
    const v = r.series(n, 30, 90, 0.35);
    const px = (i: number) => X + (i / (n - 1)) * W;
    const py = (val: number) => Y + H - (val / 100) * H;
    const ty = py(sp.target[0]);
    o += line(X, ty, X + W, ty, acc2, 2, { "stroke-dasharray": "8 6" }) + pill(X + 12, ty - 28, sp.target[1], acc2, { size: 11 });
    o += lineChart(s, X, Y, W, H, t, [v], [acc], { grid: 0, min: 0, max: 100 });
    v.forEach((val, i) => (o += circle(px(i), py(val), 4, val < sp.target![0] ? C.coral : acc)));
    (sp.points ?? []).forEach((p, i) => {
      if (i % 4 === 0) o += text(px(i), Y + H + 24, p, { size: 11, fill: t.muted, anchor: "middle" });
    });
    if (sp.note) {
      const lo = v.indexOf(Math.min(...v));
      const label = sp.points?.[lo] ? `${sp.points[lo]} · ${sp.note}` : sp.note;
      const lw = pillWidth(label, 11);
      const lx = Math.min(X + W - lw, Math.max(X, px(lo) - lw / 2));
      o += circle(px(lo), py(v[lo]!), 9, "none", { stroke: C.coral, "stroke-width": 2 });
      o += line(px(lo), py(v[lo]!) + 10, px(lo), py(v[lo]!) + 34, C.coral, 1.5) + pill(lx, py(v[lo]!) + 36, label, C.coral, { size: 11 });
    }
  } else {
    o += lineChart(s, X, Y, W, H, t, [r.series(n, 30, 90, 0.35), r.series(n, 25, 70, 0.3)], [acc, acc2], {
      grid: 0,
      dots: true,
      min: 0,
      max: 100,
    });
  }
  return o;
}

function graphView(s: Scene, x0: number, y0: number, w: number, h: number, sp: Extract<Spec, { kind: "graph" }>) {
  const pos: [number, number][] = [];
  const n = sp.nodes.length;
  if (sp.layout === "radial") {
    pos.push([x0 + w / 2, y0 + h / 2]);
    for (let i = 1; i < n; i++) {
      const a = ((i - 1) / (n - 1)) * Math.PI * 2 - Math.PI / 2;
      pos.push([x0 + w / 2 + Math.cos(a) * w * 0.36, y0 + h / 2 + Math.sin(a) * h * 0.36]);
    }
  } else {
    pos.push([x0 + w / 2, y0 + h * 0.14]);
    const mid = sp.nodes.slice(1, 4);
    mid.forEach((_, i) => pos.push([x0 + w * (0.18 + i * 0.32), y0 + h * 0.48]));
    for (let i = 4; i < n; i++) pos.push([x0 + w * (0.5 + (i - 4) * 0.3), y0 + h * 0.84]);
  }
  let o = "";
  sp.edges.forEach(([a, b], i) => {
    const A = pos[a]!;
    const B = pos[b]!;
    const col = sp.nodes[b]![1];
    if (sp.layout === "layers")
      o += path(
        `M${f(A[0])} ${f(A[1] + 30)}C${f(A[0])} ${f((A[1] + B[1]) / 2)} ${f(B[0])} ${f((A[1] + B[1]) / 2)} ${f(B[0])} ${f(B[1] - 30)}`,
        "none",
        { stroke: col, "stroke-width": 2.5, "stroke-opacity": 0.6 },
      );
    else o += linkCurve(A[0], A[1], B[0], B[1], col, 2.5, 0.6);
    const tt = 0.45 + (i % 3) * 0.12;
    o += circle(A[0] + (B[0] - A[0]) * tt, A[1] + (B[1] - A[1]) * tt, 4.5, col);
  });
  sp.nodes.forEach(([label, col], i) => {
    const [x, y] = pos[i]!;
    const marked = sp.mark?.includes(i);
    const ww = Math.max(150, label.length * 10 + 70);
    o += circle(
      x,
      y,
      80,
      s.rad([
        [0, col, 0.2],
        [1, col, 0],
      ]),
    );
    o += rrect(x - ww / 2, y - 30, ww, 60, 16, "#121A36", {
      stroke: marked ? C.coral : col,
      "stroke-width": marked ? 2.5 : 1.6,
      "stroke-opacity": 0.9,
    });
    o +=
      circle(x - ww / 2 + 26, y, 9, marked ? C.coral : col) + text(x - ww / 2 + 44, y + 6, label, { size: 16, weight: 700, fill: C.text });
    if (marked) o += pill(x + ww / 2 - 64, y - 46, "Outdated", C.coral, { size: 10.5 });
  });
  return o;
}

/** A routing facade in front of an app: what it routes to the new system or the old one, and its kill switch */
function routingView(s: Scene, t: UiTheme, sp: Extract<Spec, { kind: "routing" }>, acc: string) {
  const node = (x: number, y: number, w: number, ic: string, [name, sub]: [string, string], col: string, dim = false) =>
    circle(
      x + w / 2,
      y + 50,
      w * 0.6,
      s.rad([
        [0, col, dim ? 0.1 : 0.2],
        [1, col, 0],
      ]),
    ) +
    rrect(x, y, w, 100, 18, "#121A36", { stroke: col, "stroke-width": 1.8, "stroke-opacity": 0.9 }) +
    iconTile(ic, x + 18, y + 28, 44, col) +
    text(x + 76, y + 46, name, { size: 17, weight: 700, fill: C.text }) +
    text(x + 76, y + 70, sub, { size: 13, fill: C.muted });
  let o = "";
  // the facade: a panel listing its routes, the kill switch at its foot
  const FX = 330;
  const FW = 420;
  const FY = 150;
  const FH = 660;
  const rowY = (i: number) => FY + 150 + i * 104;
  const killY = FY + FH - 130;
  const NY = 230;
  const OY = 600;
  const CX = 870;
  const CW = 270;
  // links first, under the panels: app → facade, each route → its system, the switch → the old system
  o += linkCurve(60 + 210, 480, FX, 480, C.text, 3, 0.5) + circle(FX - 30, 480, 5, C.text);
  sp.routes.forEach(([, , toNew], i) => {
    const y = rowY(i) + 42;
    o += toNew ? linkCurve(FX + FW, y, CX, NY + 50, C.tealL, 5, 0.75) : linkCurve(FX + FW, y, CX, OY + 50, C.muted, 3, 0.6, "8 8");
  });
  o += linkCurve(FX + FW, killY + 50, CX, OY + 62, C.coral, 2.5, 0.55, "3 7");
  o += node(60, 430, 210, "user", sp.from, C.text);
  o += rrect(FX, FY, FW, FH, 22, "#121A36", { stroke: acc, "stroke-width": 1.8, "stroke-opacity": 0.9, filter: s.shadow(18, 20, 0.45) });
  o +=
    iconTile("layers", FX + 24, FY + 26, 48, acc) +
    text(FX + 88, FY + 50, sp.facade[0], { size: 21, weight: 700, fill: C.text, family: "display" });
  o += text(FX + 88, FY + 74, sp.facade[1], { size: 13.5, fill: C.muted });
  o += text(FX + 24, FY + 128, sp.heading.toUpperCase(), { size: 12, weight: 700, fill: C.muted, ls: 1 });
  sp.routes.forEach(([name, sub, toNew], i) => {
    const y = rowY(i);
    const col = toNew ? C.tealL : C.muted;
    const to = toNew ? "New core" : "Old core";
    o += rrect(FX + 16, y, FW - 32, 84, 14, t.panel, { stroke: toNew ? C.tealL : t.line, "stroke-opacity": toNew ? 0.45 : 1 });
    o += text(FX + 36, y + 36, name, { size: 16, weight: 700, fill: C.text }) + text(FX + 36, y + 60, sub, { size: 13, fill: C.muted });
    o += pill(FX + FW - 32 - pillWidth(to, 12), y + 31, to, col, { size: 12 });
  });
  const ny = rowY(sp.routes.length) + 4;
  o +=
    icon("search", FX + 36, ny + 8, 20, C.muted) +
    text(FX + 68, ny + 23, `${sp.note[0]}: ${sp.note[1].toLowerCase()}`, { size: 13.5, fill: C.muted });
  // the kill switch, off: routes as listed while it stays off
  o += rrect(FX + 16, killY, FW - 32, 100, 14, C.coral, { "fill-opacity": 0.08, stroke: C.coral, "stroke-opacity": 0.5 });
  o += text(FX + 36, killY + 34, sp.kill[0], { size: 16, weight: 700, fill: C.text });
  o +=
    text(FX + 36, killY + 60, sp.kill[1], { size: 13, fill: C.muted }) + text(FX + 36, killY + 80, sp.kill[2], { size: 13, fill: C.muted });
  const tx = FX + FW - 106;
  o += rrect(tx, killY + 34, 64, 34, 17, t.panel2, { stroke: t.line }) + circle(tx + 17, killY + 51, 12, C.muted);
  o += text(tx + 32, killY + 24, "OFF", { size: 11, weight: 700, fill: C.muted, anchor: "middle", ls: 1 });
  o += node(CX, NY, CW, "cloud", sp.next, C.tealL);
  o += node(CX, OY, CW, "box", sp.old, C.dim, true);
  return o;
}

function codeView(s: Scene, w: number, h: number, t: UiTheme, sp: Extract<Spec, { kind: "code" }>, acc: string) {
  const cw = w * 0.55;
  let o = rect(0, 0, w, h, "#0A0F20");
  o +=
    rect(0, 0, cw, 40, "#0E1430") +
    rrect(14, 8, Math.max(190, sp.file.length * 7.4 + 36), 32, 8, "#0A0F20") +
    text(30, 29, sp.file, { size: 12.5, weight: 600, fill: t.text });
  sp.lines.forEach(([ind, txt, col], i) => {
    const y = 80 + i * 34;
    o += text(24, y, `${i + 1}`, { size: 13, fill: "#4A5274" }) + text(62 + ind * 20, y, txt, { size: 15, weight: 500, fill: col });
  });
  o += rrect(0, 80 + 3 * 34 - 22, cw, 30, 0, acc, { "fill-opacity": 0.08 });
  o += rect(cw, 0, w - cw, h, t.panel) + line(cw, 0, cw, h, t.line);
  const px = cw + 24;
  const pw = w - cw - 48;
  if (sp.preview === "docs") {
    o += text(px, 46, "Reference", { size: 17, weight: 700, fill: t.text, family: "display" });
    o +=
      rrect(px, 66, 52, 24, 6, C.tealL, { "fill-opacity": 0.2 }) +
      text(px + 26, 83, "GET", { size: 12, weight: 700, fill: C.tealL, anchor: "middle" }) +
      text(px + 62, 83, "/v1/orders/{id}", { size: 14, weight: 600, fill: t.text });
    [0.9, 0.7, 0.8].forEach((p, i) => (o += bar(px, 112 + i * 20, pw * p, 8, t.muted, 0.45)));
    o += text(px, 200, "Responses", { size: 13, weight: 700, fill: t.text });
    [
      ["200", "Order", C.tealL],
      ["404", "Not found", C.amber],
      ["429", "Rate limited", C.coral],
    ].forEach(([c, d, col], i) => {
      o +=
        rrect(px, 216 + i * 52, pw, 42, 10, t.bg, { stroke: t.line }) +
        text(px + 16, 243 + i * 52, c!, { size: 14, weight: 700, fill: col! }) +
        text(px + 64, 243 + i * 52, d!, { size: 13.5, fill: t.muted });
    });
    o +=
      rrect(px, 384, pw, 130, 12, "#0A0F20") +
      [0, 1, 2, 3]
        .map((i) =>
          bar(px + 16 + (i % 2) * 16, 404 + i * 24, pw * (0.5 - (i % 2) * 0.15), 8, [C.cobaltL, C.amberL, C.tealL, C.coralL][i]!, 0.7),
        )
        .join("");
  } else if (sp.preview === "package" && sp.pkg) {
    // the course as the LMS shows it after import: its items, what each reports, the other formats, xAPI, LTI
    const k = sp.pkg;
    o += text(px, 46, "In the LMS", { size: 17, weight: 700, fill: t.text, family: "display" });
    o += rrect(px, 66, pw, 76, 12, t.bg, { stroke: acc, "stroke-opacity": 0.5 });
    o += iconTile("book", px + 14, 82, 44, acc);
    o +=
      text(px + 72, 100, k.course[0], { size: 15, weight: 700, fill: t.text }) +
      text(px + 72, 122, k.course[1], { size: 12.5, fill: t.muted });
    k.items.forEach(([ic, l, r], i) => {
      const y = 156 + i * 54;
      o += rrect(px, y, pw, 44, 10, t.bg, { stroke: t.line }) + icon(ic, px + 14, y + 12, 20, C.tealL);
      o += text(px + 46, y + 27, l, { size: 13, weight: 600, fill: t.text });
      o += text(px + pw - 14, y + 27, r, { size: 12, fill: t.muted, anchor: "end" });
    });
    let y = 156 + k.items.length * 54 + 26;
    o += text(px, y, "Packaged as", { size: 13, weight: 700, fill: t.text });
    let fx = px;
    k.formats.forEach((fm, i) => {
      o += pill(fx, y + 12, fm, i === 1 ? acc : C.muted, { size: 11.5, solid: i === 1 });
      fx += pillWidth(fm, 11.5) + 10;
    });
    y += 72;
    o += text(px, y, "xAPI statement to your LRS", { size: 13, weight: 700, fill: t.text });
    o += rrect(px, y + 12, pw, 24 + k.statement.length * 24, 12, "#0A0F20");
    k.statement.forEach(([key, v], i) => {
      const yy = y + 40 + i * 24;
      o += text(px + 16, yy, `${key}:`, { size: 13, weight: 600, fill: C.amberL }) + text(px + 84, yy, v, { size: 13, fill: t.text });
    });
    y += 36 + k.statement.length * 24 + 34;
    o += text(px, y, "Launches from", { size: 13, weight: 700, fill: t.text });
    o += icon("globe", px, y + 14, 18, C.cobaltL) + text(px + 28, y + 28, k.launch, { size: 13, fill: t.muted });
  } else if (sp.preview === "tests") {
    o += text(px, 46, "Tests", { size: 17, weight: 700, fill: t.text, family: "display" });
    (
      sp.tests ?? [
        ["not_null: order_id", true],
        ["unique: order_id", true],
        ["relationships: customer", true],
        ["accepted_values: status", false],
        ["freshness < 6h", true],
      ]
    ).forEach(([l, pass], i) => {
      const y = 70 + i * 58;
      o +=
        rrect(px, y, pw, 46, 10, t.bg, { stroke: t.line }) + circle(px + 22, y + 23, 11, pass ? C.tealL : C.coral, { "fill-opacity": 0.2 });
      o += pass
        ? icon("check", px + 15, y + 16, 14, C.tealL, 3)
        : text(px + 22, y + 28, "!", { size: 14, weight: 800, fill: C.coral, anchor: "middle" });
      o += text(px + 44, y + 28, l as string, { size: 13, weight: 600, fill: t.text });
    });
    o += text(px, 380, "Columns", { size: 13, weight: 700, fill: t.text });
    const cols = sp.columns ?? ["order_id · PK", "customer_id · FK", "revenue · INR"];
    cols.forEach((c, i) => (o += text(px, 408 + i * 26, c, { size: 13, fill: t.muted })));
    if (sp.owner) {
      const oy = 408 + cols.length * 26 + 22;
      o += text(px, oy, "Owner", { size: 13, weight: 700, fill: t.text });
      o += iconTile("user", px, oy + 14, 30, acc) + text(px + 42, oy + 34, sp.owner, { size: 13, weight: 600, fill: t.text });
    }
  } else {
    // with exports, the preview is shorter, to leave room for where the tokens go
    const ex = sp.exports ?? [];
    const k = ex.length ? 0.8 : 1;
    const y = (v: number) => Math.round(v * k);
    o += text(px, 46, "Button / Primary", { size: 17, weight: 700, fill: t.text, family: "display" });
    o += rrect(px, 70, pw, y(160), 14, t.bg, { stroke: t.line });
    o +=
      rrect(px + pw / 2 - 80, 70 + y(160) / 2 - 25, 160, 50, 25, acc) +
      text(px + pw / 2, 70 + y(160) / 2 + 6, "Continue", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
    o += text(px, y(262), "States", { size: 13, weight: 700, fill: t.text });
    [
      ["Default", 1],
      ["Hover", 0.85],
      ["Disabled", 0.35],
    ].forEach(
      ([l, op], i) =>
        (o +=
          rrect(px + i * (pw / 3), y(262) + 16, pw / 3 - 10, 40, 20, acc, { "fill-opacity": op as number }) +
          text(px + i * (pw / 3) + (pw / 3 - 10) / 2, y(262) + 41, l as string, { size: 12, weight: 600, fill: "#fff", anchor: "middle" })),
    );
    const ty = y(262) + 88;
    o += text(px, ty, "Tokens", { size: 13, weight: 700, fill: t.text });
    [
      ["color.action", acc],
      ["radius.pill", C.tealL],
      ["space.4 · 16px", C.amber],
    ].forEach(
      ([l, c], i) => (o += rrect(px, ty + 16 + i * 38, 28, 28, 8, c!) + text(px + 40, ty + 35 + i * 38, l!, { size: 13, fill: t.muted })),
    );
    if (ex.length) {
      const ey = ty + 16 + 3 * 38 + 24;
      o += text(px, ey, "Exported to", { size: 13, weight: 700, fill: t.text });
      ex.forEach(([where, name], i) => {
        const yy = ey + 14 + i * 44;
        o += rrect(px, yy, pw, 36, 10, t.bg, { stroke: t.line });
        o += text(px + 14, yy + 23, where, { size: 12.5, weight: 700, fill: t.text });
        o += text(px + pw - 14, yy + 23, name, { size: 12, fill: t.muted, anchor: "end" });
      });
    }
  }
  return o;
}

function boardView(s: Scene, x0: number, y0: number, w: number, h: number, sp: Extract<Spec, { kind: "board" }>) {
  // a wall/board with sticky notes in columns
  let o = rrect(x0, y0, w, h, 20, "#141C38", { stroke: "#2A3560" });
  const n = sp.cols.length;
  const cw = (w - 40) / n;
  const palette = [sp.sticky, C.coralL, C.tealL, C.amberL, C.cobaltL];
  sp.cols.forEach((c, i) => {
    const x = x0 + 20 + i * cw;
    o += text(x + 10, y0 + 46, c.toUpperCase(), { size: 13, weight: 700, fill: C.muted, ls: 1.2 });
    if (i > 0) o += line(x - 2, y0 + 30, x - 2, y0 + h - 20, "#2A3560", 1.5, { "stroke-dasharray": "6 6" });
    sp.items[i]!.forEach((it, j) => {
      const y = y0 + 70 + j * 112;
      const col = palette[(i + (j === 0 ? 0 : j % 2 ? 1 : 3)) % palette.length]!;
      const rot = ((i * 7 + j * 13) % 7) - 3;
      o += g(
        rect(x + 10, y + 6, cw - 36, 92, "#000", { opacity: 0.25 }) +
          rect(x + 8, y, cw - 36, 92, col) +
          rect(x + 8, y, cw - 36, 16, "#000", { opacity: 0.08 }) +
          text(x + 22, y + 48, it, { size: 15, weight: 700, fill: "#1A1F33" }) +
          bar(x + 22, y + 62, (cw - 70) * 0.6, 6, "#1A1F33", 0.25),
        { transform: `rotate(${rot} ${f(x + cw / 2)} ${f(y + 46)})` },
      );
    });
  });
  return o;
}

function pipelineView(s: Scene, x0: number, y0: number, w: number, h: number, sp: Extract<Spec, { kind: "pipeline" }>, acc: string) {
  let o = "";
  if (sp.waterfall) {
    o += rrect(x0, y0, w, h, 18, "#0E1430", { stroke: "#2A3560" });
    o +=
      text(x0 + 28, y0 + 48, "GET /v1/checkout", { size: 18, weight: 700, fill: C.text }) +
      pill(x0 + 220, y0 + 28, "612 ms", C.amber, { size: 11.5 });
    const spans: [number, number, string][] = [
      [0, 1, C.cobaltL],
      [0.04, 0.9, C.tealL],
      [0.1, 0.78, C.amber],
      [0.16, 0.66, C.coral],
      [0.8, 0.96, C.violet],
    ];
    for (let i = 0; i <= 4; i++)
      o +=
        line(x0 + 200 + (i * (w - 240)) / 4, y0 + 80, x0 + 200 + (i * (w - 240)) / 4, y0 + h - 30, "#2A3560", 1, {
          "stroke-dasharray": "3 5",
        }) + text(x0 + 200 + (i * (w - 240)) / 4, y0 + 74, `${i * 150} ms`, { size: 11, fill: C.muted, anchor: "middle" });
    sp.stages.forEach(([name, ic], i) => {
      const [a, b, col] = spans[i]!;
      const y = y0 + 100 + i * 74;
      o += icon(ic, x0 + 28 + i * 10, y + 8, 22, col) + text(x0 + 60 + i * 10, y + 25, name, { size: 15, weight: 600, fill: C.text });
      o += rrect(x0 + 200 + a * (w - 240), y, (b - a) * (w - 240), 38, 8, col, { "fill-opacity": 0.85 });
      o += text(x0 + 210 + a * (w - 240), y + 25, `${Math.round((b - a) * 600)} ms`, { size: 12.5, weight: 700, fill: "#0B1122" });
    });
    return o;
  }
  const n = sp.stages.length;
  const cols = [C.cobaltL, C.tealL, C.amber, C.coral, C.tealL];
  const xs = sp.stages.map((_, i) => x0 + 90 + (i * (w - 180)) / (n - 1));
  const y = y0 + h * 0.32;
  o += line(xs[0]!, y, xs[n - 1]!, y, "#2A3560", 6, { "stroke-linecap": "round" });
  o += line(
    xs[0]!,
    y,
    xs[n - 2]! + 40,
    y,
    s.linU(
      [
        [0, C.cobaltL],
        [1, C.tealL],
      ],
      xs[0]!,
      0,
      xs[n - 2]!,
      0,
    ),
    6,
    { "stroke-linecap": "round" },
  );
  sp.stages.forEach(([name, ic], i) => {
    const x = xs[i]!;
    const col = cols[i % cols.length]!;
    o +=
      circle(
        x,
        y,
        60,
        s.rad([
          [0, col, 0.3],
          [1, col, 0],
        ]),
      ) +
      circle(x, y, 36, "#111833", { stroke: col, "stroke-width": 3 }) +
      icon(ic, x - 15, y - 15, 30, col, 2.2);
    o += text(x, y + 66, name, { size: 17, weight: 700, fill: C.text, anchor: "middle" });
    o +=
      i < n - 1
        ? circle(x + 26, y - 26, 12, C.tealL) + icon("check", x + 18, y - 34, 16, "#0B1122", 3.2)
        : pill(x - 30, y + 80, "running", acc, { size: 11 });
  });
  // log panel
  const ly = y0 + h * 0.58;
  o += rrect(x0 + 40, ly, w - 80, h * 0.38, 16, "#0A0F20", { stroke: "#2A3560" });
  [
    ["+ build", "image web:3.8.1", "38s", C.tealL],
    ["+ test", "2,041 passed", "1m 04s", C.tealL],
    ["+ scan", "0 critical", "21s", C.tealL],
    ["> canary", "10% traffic · error rate 0.02%", "live", C.amberL],
  ].forEach(([a, b, c, col], i) => {
    const yy = ly + 40 + i * 34;
    o +=
      text(x0 + 66, yy, a!, { size: 15, weight: 700, fill: col! }) +
      text(x0 + 200, yy, b!, { size: 15, fill: C.muted }) +
      text(x0 + w - 66, yy, c!, { size: 14, fill: C.dim, anchor: "end" });
  });
  return o;
}

/* phone screens for sections */
function sectionPhone(s: Scene, kind: PhoneKind, t: UiTheme, acc: string, acc2: string) {
  switch (kind) {
    case "sign": {
      // a two-wheeler loan's agreement, its key fact statement already accepted, waiting for the borrower's e-sign
      let o = phoneHeader(t, "Loan agreement", "Small-business loan · ₹3,00,000");
      o +=
        rrect(20, 150, 350, 72, 16, t.panel, { stroke: C.tealL, "stroke-opacity": 0.5 }) +
        iconTile("doc", 34, 165, 42, acc) +
        text(90, 182, "Key fact statement", { size: 15, weight: 600, fill: t.text }) +
        text(90, 204, "All-in APR 18.4% · Accepted", { size: 12, fill: t.muted }) +
        circle(342, 186, 13, C.tealL, { "fill-opacity": 0.2 }) +
        icon("check", 334, 178, 16, C.tealL, 3);
      o += rrect(20, 238, 350, 262, 18, "#E9E8E2");
      o += text(44, 268, "LOAN AGREEMENT", { size: 11, weight: 700, fill: "#6C7288", ls: 1 });
      for (let i = 0; i < 7; i++) o += bar(44, 288 + i * 20, 300 - (i % 3) * 50, 8, "#9AA0B4", 0.8);
      o +=
        rrect(44, 436, 302, 48, 10, "none", { stroke: C.cobalt, "stroke-width": 1.5, "stroke-dasharray": "6 5" }) +
        text(195, 465, "Borrower's signature", { size: 12.5, fill: "#6C7288", anchor: "middle" });
      o +=
        rrect(20, 516, 350, 72, 16, t.panel, { stroke: t.line }) +
        iconTile("card", 34, 531, 42, acc2) +
        text(90, 548, "Disbursal to your bank account", { size: 15, weight: 600, fill: t.text }) +
        text(90, 570, "Sent straight from the lender", { size: 12, fill: t.muted });
      o +=
        rrect(20, 612, 350, 60, 30, acc) +
        text(195, 649, "e-Sign with Aadhaar OTP", { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
      return o;
    }
    case "unlock": {
      let o = phoneHeader(t, "Room 412", "Mobile key · valid until checkout");
      o +=
        circle(
          195,
          340,
          130,
          s.rad([
            [0, acc, 0.4],
            [1, acc, 0],
          ]),
        ) +
        circle(195, 340, 96, "none", { stroke: acc, "stroke-width": 3, "stroke-opacity": 0.5 }) +
        circle(195, 340, 70, acc);
      o += icon("lock", 165, 310, 60, "#fff", 2.2);
      o += path("M150 500a60 60 0 0 1 90 0M130 530a90 90 0 0 1 130 0", "none", {
        stroke: acc,
        "stroke-width": 3,
        "stroke-linecap": "round",
        "stroke-opacity": 0.7,
      });
      o += text(195, 590, "Hold near the door lock", { size: 16, weight: 600, fill: t.text, anchor: "middle" });
      o +=
        rrect(20, 630, 350, 76, 18, t.panel, { stroke: t.line }) +
        iconTile("calendar", 34, 646, 44, acc2) +
        text(92, 666, "Checkout", { size: 13, fill: t.muted }) +
        text(92, 690, "Mon, 15 Sep · 11:00", { size: 15, weight: 700, fill: t.text });
      return o + tabBar(t, ["home", "lock", "bell", "user"], 1);
    }
    case "audio": {
      // no app to install: the advice arrives as a voice message, the same advice by SMS, and a missed-call number
      let o = phoneHeader(t, "Messages", "Crop advice · Kannada");
      o += rrect(
        20,
        150,
        350,
        200,
        22,
        s.lin([
          [0, "#1F5C3A"],
          [1, "#123526"],
        ]),
      );
      o += text(40, 188, "Voice message · 1:12", { size: 14, weight: 600, fill: "#fff" });
      o += circle(64, 262, 24, acc) + path("M56 250v24l20-12z", "#0B1122");
      for (let i = 0; i < 30; i++) {
        const hh = 8 + Math.abs(Math.sin(i * 0.7) * Math.cos(i * 0.23)) * 70;
        o += rrect(104 + i * 8.4, 262 - hh / 2, 4.5, hh, 2.2, i < 17 ? C.lime : "#ffffff55");
      }
      o += text(40, 326, "Paddy · Field 12 · for your crop stage", { size: 12.5, fill: "#fff", opacity: 0.8 });
      o += text(24, 386, "SMS · IN KANNADA, TRANSLATED HERE", { size: 12, weight: 700, fill: t.muted, ls: 0.8 });
      o += rrect(20, 398, 350, 172, 18, t.panel, { stroke: t.line });
      ["Paddy, Field 12: irrigate after", "2 days. Apply urea, 20 kg/acre.", "Rain likely on Thursday."].forEach(
        (l, i) => (o += text(40, 434 + i * 28, l, { size: 15, weight: 600, fill: t.text })),
      );
      o += text(40, 548, "Approved by your agronomist", { size: 12.5, fill: t.muted });
      o += rrect(20, 594, 350, 74, 16, acc, { "fill-opacity": 0.12, stroke: acc, "stroke-opacity": 0.5 });
      o += iconTile("bell", 34, 609, 44, acc);
      o += text(92, 626, "Questions? Give a missed call", { size: 14.5, weight: 600, fill: t.text });
      o += text(92, 648, "An agronomist calls you back", { size: 12.5, fill: t.muted });
      return o;
    }
    case "lesson": {
      // a recorded lesson in the course app: a teacher at a board, seek bar, ±10 s, the stream's quality
      let o = rect(0, 0, 390, 844, t.bg) + statusBar(t);
      o += text(24, 84, "IBPS PO Prelims · Quantitative aptitude", { size: 13, fill: t.muted });
      o += text(24, 116, "Profit and loss", { size: 26, weight: 700, fill: t.text, family: "display" });
      o += text(24, 142, "Lesson 6 · Recorded lesson · 36 min", { size: 14, fill: t.muted });
      o += rrect(
        20,
        162,
        350,
        236,
        18,
        s.lin([
          [0, "#2A3563"],
          [1, "#121833"],
        ]),
      );
      const ink = "#141A2E";
      o += rrect(36, 178, 224, 164, 8, C.paper);
      o += text(50, 202, "PROFIT AND LOSS", { size: 10, weight: 700, fill: C.cobalt, ls: 1 });
      o += text(50, 228, "CP ₹400 · SP ₹460", { size: 15, weight: 600, fill: ink });
      o += text(50, 256, "Profit = 460 − 400 = 60", { size: 14, weight: 600, fill: ink });
      o += text(50, 294, "60/400 × 100 = 15%", { size: 20, weight: 700, fill: ink, family: "display" });
      o += path("M50 306c50-5 110-4 164-1", "none", { stroke: C.amber, "stroke-width": 4, "stroke-linecap": "round", opacity: 0.8 });
      o += text(50, 330, "Profit: 15%", { size: 13, weight: 600, fill: ink });
      // the teacher beside the board, pointing at it
      o += path("M262 398c4-66 22-100 48-100s44 34 48 100z", C.teal);
      o += circle(310, 262, 26, "#8D5A3B") + path("M284 258c0-24 12-38 26-38s26 14 26 38c-5-14-14-20-26-20s-21 6-26 20z", "#1E140F");
      o +=
        path("M288 330l-30-44", "none", { stroke: "#0C8578", "stroke-width": 12, "stroke-linecap": "round" }) +
        circle(256, 282, 7, "#8D5A3B");
      o +=
        rrect(36, 354, 104, 28, 14, "#000", { opacity: 0.55 }) +
        text(88, 373, "Auto · 360p", { size: 12, weight: 700, fill: "#fff", anchor: "middle" });
      // seek bar: 16:12 of 36:00 played, more buffered ahead
      o += bar(24, 424, 342, 6, t.line) + bar(24, 424, 342 * 0.62, 6, t.muted, 0.45) + bar(24, 424, 342 * 0.45, 6, acc);
      o += circle(24 + 342 * 0.45, 427, 9, acc, { stroke: "#fff", "stroke-width": 2 });
      o += text(24, 456, "16:12", { size: 12.5, fill: t.muted }) + text(366, 456, "36:00", { size: 12.5, fill: t.muted, anchor: "end" });
      o +=
        circle(110, 514, 28, t.panel2, { stroke: t.line }) +
        text(110, 519, "−10", { size: 13, weight: 700, fill: t.text, anchor: "middle" });
      o += circle(195, 514, 38, acc) + rrect(183, 498, 8, 32, 3, "#fff") + rrect(199, 498, 8, 32, 3, "#fff");
      o +=
        circle(280, 514, 28, t.panel2, { stroke: t.line }) +
        text(280, 519, "+10", { size: 13, weight: 700, fill: t.text, anchor: "middle" });
      // audio with slides when the video will not hold; a download for offline viewing
      o += rrect(20, 580, 350, 72, 16, t.panel, { stroke: t.line }) + iconTile("wifi", 34, 594, 44, C.amber);
      o += text(92, 612, "Weak signal: audio + slides", { size: 14.5, weight: 600, fill: t.text });
      o += text(92, 634, "Switches by itself if video stalls", { size: 12, fill: t.muted });
      o += rrect(20, 664, 350, 72, 16, t.panel, { stroke: t.line }) + iconTile("lock", 34, 678, 44, C.tealL);
      o += text(92, 696, "Download for offline", { size: 14.5, weight: 600, fill: t.text });
      o += text(92, 718, "36 min · 134 MB · encrypted", { size: 12, fill: t.muted });
      o +=
        circle(336, 700, 20, C.tealL, { "fill-opacity": 0.16 }) +
        path("M336 690v16M329 700l7 7 7-7M328 712h16", "none", {
          stroke: C.tealL,
          "stroke-width": 2.4,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        });
      o += text(24, 776, "Up next · Lesson 7 · Discount and marked price", { size: 12.5, fill: t.muted });
      return o;
    }
    case "booking": {
      // a patient booking against a doctor's live roster
      let o = phoneHeader(t, "Book a visit", "Dr. S. Rao · General medicine");
      o += pill(24, 146, "Live roster · Banjara Hills clinic", acc, { size: 11.5 });
      ["Mon 15", "Tue 16", "Wed 17", "Thu 18"].forEach((d, i) => {
        const x = 20 + i * 89;
        const sel = i === 1;
        o += rrect(x, 186, 80, 58, 14, sel ? acc : t.panel, { "fill-opacity": sel ? 0.18 : 1, stroke: sel ? acc : t.line });
        o += text(x + 40, 210, d.split(" ")[0]!, { size: 12, fill: t.muted, anchor: "middle" });
        o += text(x + 40, 233, d.split(" ")[1]!, { size: 17, weight: 700, fill: t.text, anchor: "middle" });
      });
      o += text(24, 278, "Morning slots", { size: 13, weight: 600, fill: t.muted });
      const taken = new Set([0, 2, 5, 7]);
      ["09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30"].forEach((sl, i) => {
        const x = 20 + (i % 3) * 118;
        const y = 292 + Math.floor(i / 3) * 60;
        const sel = i === 3;
        const off = taken.has(i);
        o += rrect(x, y, 108, 48, 12, sel ? acc : t.panel, { "fill-opacity": sel ? 1 : off ? 0.4 : 1, stroke: sel ? acc : t.line });
        o += text(x + 54, y + 30, sl, {
          size: 15,
          weight: 700,
          fill: sel ? "#fff" : off ? t.muted : t.text,
          anchor: "middle",
          opacity: off ? 0.5 : 1,
        });
      });
      o += text(24, 494, "Taken slots update as the desk books them", { size: 12, fill: t.muted });
      o += rrect(20, 516, 350, 110, 18, t.panel, { stroke: t.line });
      o += text(40, 548, "Tue 16 Sep · 10:15", { size: 17, weight: 700, fill: t.text });
      o += text(40, 572, "Diabetes review · 15 min", { size: 13, fill: t.muted });
      o += text(40, 604, "Your last visit: 12 Jun, HbA1c 6.8%", { size: 12.5, fill: t.muted });
      o += rrect(20, 648, 350, 60, 30, acc) + text(195, 685, "Confirm booking", { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
      return o + tabBar(t, ["home", "calendar", "doc", "user"], 1);
    }
    case "selfcare":
      return selfCareScreen(s, t);
    case "wearable": {
      let o = phoneHeader(t, "Vitals sensor", "Paired · Sensor 2");
      o +=
        rrect(20, 150, 350, 220, 22, t.panel, { stroke: t.line }) +
        text(40, 186, "Heart rate", { size: 13, fill: t.muted }) +
        text(40, 234, "72", { size: 46, weight: 700, fill: acc2, family: "display" }) +
        text(110, 234, "bpm", { size: 14, fill: t.muted });
      o += path(ecgPath(40, 310, 310, 40, 4), "none", { stroke: acc2, "stroke-width": 3 });
      [
        ["SpO2", "98%", acc],
        ["Temp", "36.8°", C.amber],
        ["Steps", "4,210", C.cobaltL],
        ["Battery", "82%", C.lime],
      ].forEach(([l, v, c], i) => {
        const x = 20 + (i % 2) * 178;
        const y = 390 + Math.floor(i / 2) * 120;
        o +=
          rrect(x, y, 168, 106, 18, t.panel, { stroke: t.line }) +
          text(x + 18, y + 32, l!, { size: 13, fill: t.muted }) +
          text(x + 18, y + 76, v!, { size: 28, weight: 700, fill: c!, family: "display" });
      });
      return o + tabBar(t, ["pulse", "chart", "bell", "user"], 0);
    }
    case "form": {
      let o = phoneHeader(t, "Site inspection", "Form 3 of 5 · Works offline");
      [
        ["Site", "Whitefield depot"],
        ["Inspector", "Farhan S."],
        ["Issue type", "Safety"],
      ].forEach(
        ([l, v], i) =>
          (o +=
            text(24, 170 + i * 86, l!, { size: 13, fill: t.muted }) +
            rrect(20, 182 + i * 86, 350, 50, 12, t.panel, { stroke: i === 2 ? acc : t.line, "stroke-width": i === 2 ? 2 : 1 }) +
            text(38, 213 + i * 86, v!, { size: 15.5, weight: 600, fill: t.text })),
      );
      o += text(24, 430, "Photos", { size: 13, fill: t.muted });
      [0, 1, 2].forEach(
        (i) =>
          (o +=
            rrect(20 + i * 118, 442, 106, 106, 14, i < 2 ? [C.amber, C.tealL][i]! : t.panel, {
              "fill-opacity": i < 2 ? 0.3 : 1,
              stroke: t.line,
            }) +
            (i === 2
              ? text(73 + i * 118, 504, "+", { size: 30, fill: t.muted, anchor: "middle" })
              : icon("sun", 55 + i * 118, 477, 36, "#ffffffaa"))),
      );
      o += rrect(20, 580, 350, 60, 30, acc) + text(195, 617, "Submit", { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
      o += pill(20, 660, "Saved offline · syncs on Wi-Fi", C.tealL, { size: 12 });
      return o;
    }
    case "status": {
      let o = phoneHeader(t, "Housekeeping", "Floor 4 · 12 rooms");
      [
        ["401", "Clean", C.tealL],
        ["402", "Dirty", C.coral],
        ["403", "Inspected", C.cobaltL],
        ["404", "In progress", C.amber],
        ["405", "Clean", C.tealL],
        ["406", "DND", C.violet],
        ["407", "Clean", C.tealL],
      ].forEach(([r, st, c], i) => {
        const y = 150 + i * 84;
        o +=
          rrect(20, y, 350, 72, 16, t.panel, { stroke: t.line }) +
          rrect(34, y + 14, 44, 44, 12, c!, { "fill-opacity": 0.2 }) +
          icon("bed", 44, y + 24, 24, c!);
        o +=
          text(92, y + 34, `Room ${r}`, { size: 16, weight: 700, fill: t.text }) +
          text(92, y + 55, "Deluxe · King", { size: 12, fill: t.muted });
        o += pill(370 - 14 - pillWidth(st!), y + 24, st!, c!, { size: 11 });
      });
      return o;
    }
    case "scale": {
      let o = phoneHeader(t, "Collection centre", "Hosur FPO · Today");
      o += rrect(20, 150, 350, 200, 22, "#0E1A2E", { stroke: t.line });
      o += text(195, 200, "NET WEIGHT", { size: 12, weight: 700, fill: C.muted, anchor: "middle", ls: 1.5 });
      o += text(195, 270, "48.6 kg", { size: 56, weight: 700, fill: C.lime, family: "display", anchor: "middle" });
      o += text(195, 316, "Grade A · Ragi", { size: 14, fill: t.muted, anchor: "middle" });
      [
        ["M. Gowda", "3 sacks · 146 kg", "₹5,402"],
        ["S. Reddy", "2 sacks · 97 kg", "₹3,589"],
        ["K. Naik", "4 sacks · 201 kg", "₹7,437"],
      ].forEach(
        ([a, b, c], i) =>
          (o +=
            rrect(20, 372 + i * 84, 350, 72, 16, t.panel, { stroke: t.line }) +
            avatar(56, 408 + i * 84, 20, [C.amber, C.tealL, C.coral][i]!, ["#8D5A3B", "#C98E6B", "#6B4430"][i]!, "#1E140F") +
            text(90, 402 + i * 84, a!, { size: 15, weight: 700, fill: t.text }) +
            text(90, 424 + i * 84, b!, { size: 12, fill: t.muted }) +
            text(352, 414 + i * 84, c!, { size: 15, weight: 700, fill: C.lime, anchor: "end" })),
      );
      o += rrect(20, 640, 350, 60, 30, acc) + text(195, 677, "Pay via UPI", { size: 17, weight: 700, fill: "#0B1122", anchor: "middle" });
      return o;
    }
    default:
      return phoneHeader(t, "Stock", "");
  }
}

/* ------------------------------------------------------------------ */

/** Refuse a label wider than the room it is drawn in, rather than cut it or let it spill. */
function fits(where: string, label: string, room: number, o: Parameters<typeof textWidth>[1]) {
  const w = textWidth(label, o);
  if (w > room) throw new Error(`${where}: "${label}" is ${Math.ceil(w)} wide, where ${Math.floor(room)} fits: shorten it`);
  return label;
}

/**
 * One section's drawing. `planned` is whether the page marks the section `status: planned`
 * (index.ts reads it from the site); without it, the drawing's own `planned` flag stands.
 */
export function sectionScene(key: string, idx: number, planned?: boolean): string {
  const page = SECTION_SPECS[key]!;
  const [heading, sp] = page.sections[idx]!;
  const id = `${key}/section-${idx + 1}`;
  const design = planned ?? sp.planned === true;
  const s = new Scene(SW, SH, id);
  const acc = page.accent;
  const acc2 = page.accent2;
  const t: UiTheme = theme(DARK, { accent: acc, accent2: acc2 });
  const gx = [0.5, 0.62, 0.4][idx]!;
  s.add(backdrop(s, { glow: page.glow, glow2: acc2, gx, gy: 0.45, grid: idx === 1 ? "dots" : "lines", gridSize: 40 }));
  // a window's title sits in a 220-wide pill (kit.ts appWindow)
  const windowTitle = (label: string) => fits(`${id} window title`, label, 204, { size: 10.5 });
  const headingPill = () => pill(90, 70, fits(`${id} heading`, heading, 700, { size: 15, weight: 600 }), acc, { size: 15 });
  // a card sized to its words, kept inside the picture and, with `before`, left of what it must not cover
  const card = (x: number, y: number, ic: string, l: string, v: string, col: string, w = 270, before = SW - 20) => {
    const need = 74 + Math.max(textWidth(l, { size: 13 }), textWidth(v, { size: 20, weight: 700, family: "display" })) + 22;
    const cw = Math.max(w, Math.ceil(need));
    const cx = Math.min(x, before - cw);
    if (cx < 20) throw new Error(`${id}: the card "${l} · ${v}" is too wide for its place: shorten it`);
    return floatCard(
      s,
      cx,
      y,
      cw,
      84,
      t,
      iconTile(ic, 16, 20, 44, col) +
        text(74, 38, l, { size: 13, fill: t.muted }) +
        text(74, 64, v, { size: 20, weight: 700, fill: t.text, family: "display" }),
    );
  };
  // where the design pill goes: beside the heading pill when there is one, else at its place
  let designX = 90;
  switch (sp.kind) {
    case "chat":
      s.add(appWindow(s, 90, 140, 1020, 640, t, chat(s, 1020, 602, t, sp, acc), { title: windowTitle(heading) }));
      break;
    case "table":
      fits(`${id} heading`, heading, 1020 - 200 - 28 - 24, { size: 20, weight: 700, family: "display" });
      s.add(appWindow(s, 90, 130, 1020, 560, t, tableView(s, 1020, 522, t, sp, acc, heading), { title: windowTitle(sp.window) }));
      s.add(card(760, 640, "chart", sp.kpi[0], sp.kpi[1], acc2));
      break;
    case "chart":
      s.add(appWindow(s, 90, 130, 1020, 560, t, chartView(s, 1020, 522, t, sp, acc, acc2), { title: windowTitle(sp.window) }));
      // a stacked chart's legend runs along the bottom left, so its card sits to the right
      s.add(card(sp.mode === "stack" ? 760 : 140, 650, "spark", sp.kpi[0], sp.kpi[1], acc));
      break;
    case "routing":
      s.add(glowBlob(s, 600, 470, 420, 300, page.glow, 0.25));
      s.add(routingView(s, t, sp, acc));
      s.add(headingPill());
      designX += pillWidth(heading, 15) + 14;
      break;
    case "graph":
      s.add(orbits(s, 600, 470, [420], acc, 0.5, -8));
      s.add(glowBlob(s, 600, 470, 420, 300, page.glow, 0.25));
      s.add(graphView(s, 110, 150, 980, 640, sp));
      s.add(headingPill());
      designX += pillWidth(heading, 15) + 14;
      break;
    case "code":
      s.add(appWindow(s, 90, 140, 1020, 620, t, codeView(s, 1020, 582, t, sp, acc), { title: windowTitle(heading) }));
      break;
    case "phone": {
      s.add(orbits(s, 600, 470, [360, 460], acc, 0.36, -12));
      s.add(glowBlob(s, 600, 470, 340, 360, acc, 0.3));
      s.add(phone(s, 470, 60, 270, sectionPhone(s, sp.screen, t, acc, acc2)));
      const [c1, c2] = sp.cards;
      // the first card sits left of the phone (x 470), the second right of it
      s.add(card(150, 250, c1![0], c1![1], c1![2], acc, 280, 456));
      s.add(card(780, 560, c2![0], c2![1], c2![2], acc2, 280));
      break;
    }
    case "board":
      s.add(boardView(s, 90, 120, 1020, 640, sp));
      s.add(headingPill());
      designX += pillWidth(heading, 15) + 14;
      s.add(
        g(
          avatar(1040, 770, 30, acc, "#C98E6B", "#1E140F") +
            avatar(990, 770, 30, acc2, "#F1C9A5", "#3B2416") +
            avatar(940, 770, 30, C.tealL, "#8D5A3B", "#120C09"),
        ),
      );
      break;
    case "pipeline":
      s.add(pipelineView(s, 90, 130, 1020, 660, sp, acc));
      if (!sp.waterfall) {
        s.add(headingPill());
        designX += pillWidth(heading, 15) + 14;
      }
      break;
  }
  if (design) s.add(designPill(designX, 68, { size: 16 }));
  return s.toString();
}

export { tr, poly, ring, donut, progress };
