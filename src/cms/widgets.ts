import { uploadName } from "../content/upload-name";
import { editorRuleProblems, NO_SITE_FACTS, type SiteFacts } from "./editor-rules";

/*
 * The editor's own fields, registered with Decap before it starts:
 * - `checked-string`, `checked-text`, `checked-markdown`, `checked-number`, `checked-relation`:
 *   Decap's fields that also check a rule of the content check before saving (`rule` in the
 *   field's config, src/cms/editor-rules.ts), with the build's words, and count a text's
 *   characters against its limits as it is typed (`limits`);
 * - `picture`: a picture chosen from those that exist (the artwork and the uploads), with its
 *   thumbnail, or a photo uploaded through the media library; an ID cannot be typed.
 */

type Child = unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: Child[]) => unknown;
type ImmutableMap = { get(key: string): unknown };
type ControlProps = {
  value?: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  field: ImmutableMap;
  setActiveStyle(): void;
  getEntry?(): { get(key: string): unknown } | undefined;
  setInactiveStyle(): void;
  onOpenMediaLibrary(options: Record<string, unknown>): void;
  onRemoveInsertedMedia(controlID: string): void;
  onRemoveMediaControl?(controlID: string): void;
  mediaPaths?: ImmutableMap;
  /** Decap's check of the field, which shows its errors in red as a save attempt does. */
  validate?(): void;
};
type Validity = true | { error: { type: string; message: string } };
type ControlThis = { props: ControlProps; state: { controlID: string }; inner?: { isValid?: () => unknown } };
type CreateClass = (spec: Record<string, unknown> & ThisType<ControlThis>) => unknown;

export type Widget = { control: unknown; preview?: unknown };
export type WidgetRegistry = {
  getWidget(name: string): Widget | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
};

/** A picture the site has: its ID and the width of its smallest file, the thumbnail. */
export type CataloguePicture = { id: string; width: number };

/** Where Decap keeps the Markdown field's last mode. */
const MARKDOWN_MODE_KEY = "cms.md-mode";

const invalid = (message: string): Validity => ({ error: { type: "CUSTOM", message } });

type Plain = { toJS?: () => unknown };
/** Decap's immutable values as plain ones. */
export const plain = (value: unknown): unknown => (value && typeof (value as Plain).toJS === "function" ? (value as Plain).toJS!() : value);

/** The problems a rule finds in a field's value, in the build's words. */
export function ruleProblems(rule: unknown, value: unknown, data: Record<string, unknown> = {}, site: SiteFacts = NO_SITE_FACTS, file?: string): string[] {
  // A field's rules arrive as Decap keeps its configuration: a list of them is an immutable List.
  return editorRuleProblems(plain(rule), plain(value), { data, site, ...(file ? { file } : {}) });
}

/** A text's length against its limits, as the build counts it (trimmed): "42 of 80 characters". */
export function characterCount(value: unknown, limits: { min?: number; max?: number }) {
  const length = (typeof value === "string" ? value : "").trim().length;
  const { min, max } = limits;
  const outside = (min !== undefined && length > 0 && length < min) || (max !== undefined && length > max);
  const range = min !== undefined && max !== undefined ? `${min} to ${max}` : max !== undefined ? `at most ${max}` : `at least ${min}`;
  return { text: `${length} characters (${range})`, outside };
}

/** What a picture field says about an ID: nothing when it exists. */
export function pictureProblem(id: string, known: (id: string) => boolean) {
  return id && !known(id) ? `Unknown picture "${id}": choose one from the list` : undefined;
}

/** The thumbnail of a picture: its smallest WebP. */
export const thumbnailUrl = (picture: CataloguePicture) => `/images/${picture.id}-${picture.width}.webp`;

/** The pictures under headings by their first part (`case`, `insights`, `uploads`…). */
export function pictureGroups(pictures: CataloguePicture[]) {
  const groups = new Map<string, CataloguePicture[]>();
  for (const picture of pictures) {
    const group = picture.id.split("/")[0]!;
    groups.set(group, [...(groups.get(group) ?? []), picture]);
  }
  return [...groups];
}

export function registerWidgets(
  cms: WidgetRegistry,
  pictures: CataloguePicture[],
  h: CreateElement,
  createClass: CreateClass,
  site: SiteFacts = NO_SITE_FACTS,
  signatures: string[] = [],
) {
  for (const [name, base] of [
    ["checked-string", "string"],
    ["checked-text", "text"],
    ["checked-markdown", "markdown"],
    ["checked-number", "number"],
    ["checked-relation", "relation"],
  ] as const) {
    const widget = cms.getWidget(base);
    if (!widget) continue;
    const control = createClass({
      getInitialState() {
        // Decap opens a Markdown field in the mode last used; the field's first mode is what it opens in here.
        const modes = this.props.field.get("modes") as { first?: () => unknown } | undefined;
        const first = modes?.first?.();
        if (base === "markdown" && typeof first === "string") localStorage.setItem(MARKDOWN_MODE_KEY, first);
        return {};
      },
      isValid(): Validity {
        // Decap's own check of the field first (a list's number of entries, a number's range).
        const own = this.inner?.isValid?.() as Validity | { error: false } | undefined;
        if (own && own !== true && own.error) return own as Validity;
        const entry = this.props.getEntry?.();
        const data = plain(entry?.get("data"));
        // The entry's file, so that a rule across files counts the other files only (none for a new entry).
        const file = entry?.get("path");
        const problems = ruleProblems(this.props.field.get("rule"), this.props.value, (data ?? {}) as Record<string, unknown>, site, typeof file === "string" ? file : undefined);
        return problems.length > 0 ? invalid(problems.join(" · ")) : true;
      },
      render() {
        const control = h(widget.control, {
          ...(this.props as unknown as Record<string, unknown>),
          ref: (ref: { getWrappedInstance?: () => unknown } | null) => {
            this.inner = (ref?.getWrappedInstance ? ref.getWrappedInstance() : ref) as ControlThis["inner"];
          },
        });
        const limits = plain(this.props.field.get("limits")) as { min?: number; max?: number } | undefined;
        // A rule is checked as the field loses the focus (a link to a page that does not exist, a case
        // outside the article's industries), as Decap checks a field's pattern, not only at Save;
        // an empty field is left for Save, which says it is required.
        const onBlur = () => {
          const value = plain(this.props.value);
          if (this.props.field.get("rule") && !(value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)))
            this.props.validate?.();
        };
        if (!limits) return h("div", { onBlur }, control);
        const count = characterCount(this.props.value, limits);
        return h(
          "div",
          { onBlur },
          control,
          h(
            "p",
            {
              "data-counter": "",
              "aria-live": "polite",
              style: { margin: "4px 0 0", fontSize: "13px", textAlign: "right", color: count.outside ? "#b3261e" : "#5f6470" },
            },
            count.text,
          ),
        );
      },
    });
    cms.registerWidget(name, control, widget.preview);
  }

  /** A field's choice among `options`, with Decap's focus styling: how a picture or a signature is chosen. */
  /** A printable key other than Space, without Ctrl, Alt or Cmd: what a list would take as its type-ahead. */
  const isTypeAhead = (event: KeyboardEvent) => event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey;

  const choiceList = ({ forID, onChange, setActiveStyle, setInactiveStyle }: ControlProps, id: string, options: Child[]) =>
    h(
      "select",
      {
        id: forID,
        value: id,
        onChange: (event: Event) => onChange((event.target as HTMLSelectElement).value),
        // A letter typed while the list has the focus (meant for the next field) would choose
        // another entry by its first letters, silently: the choice changes by arrow keys,
        // Enter or Space, and the mouse, never by typing.
        onKeyDown: (event: KeyboardEvent) => {
          if (isTypeAhead(event)) event.preventDefault();
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: { font: "inherit", padding: "8px" },
      },
      ...options,
    );

  const byId = new Map(pictures.map((picture) => [picture.id, picture]));
  // Photos uploaded in this visit: scripts/uploads.ts encodes them while the editor is open.
  const uploaded = new Set<string>();
  const known = (id: string) => byId.has(id) || uploaded.has(id);

  const picture = createClass({
    getInitialState() {
      return { controlID: `picture-${Math.random().toString(36).slice(2)}` };
    },
    // Decap re-renders a field only when its value changes unless the field says otherwise: an
    // upload chosen in the media library arrives as a new media path, with the value unchanged.
    shouldComponentUpdate(next: ControlProps & { hasActiveStyle?: boolean }) {
      const props = this.props as ControlProps & { hasActiveStyle?: boolean };
      return (
        next.value !== props.value ||
        next.mediaPaths !== props.mediaPaths ||
        next.classNameWrapper !== props.classNameWrapper ||
        next.hasActiveStyle !== props.hasActiveStyle
      );
    },
    componentDidUpdate() {
      const path = this.props.mediaPaths?.get(this.state.controlID);
      if (typeof path !== "string" || !path) return;
      this.props.onRemoveInsertedMedia(this.state.controlID);
      const id = `uploads/${uploadName(path)}`;
      uploaded.add(id);
      if (id !== this.props.value) this.props.onChange(id);
    },
    componentWillUnmount() {
      this.props.onRemoveMediaControl?.(this.state.controlID);
    },
    isValid(): Validity {
      const problem = pictureProblem(typeof this.props.value === "string" ? this.props.value : "", known);
      return problem ? invalid(problem) : true;
    },
    render() {
      const { value, classNameWrapper, field, onOpenMediaLibrary } = this.props;
      const id = typeof value === "string" ? value : "";
      const chosen = byId.get(id);
      const options = [
        h("option", { key: "", value: "" }, "Choose a picture…"),
        ...(id && !known(id) ? [h("option", { key: id, value: id }, `${id} (does not exist)`)] : []),
        ...(uploaded.size > 0
          ? [
              h(
                "optgroup",
                { key: "new", label: "Uploaded now" },
                ...[...uploaded].map((upload) => h("option", { key: upload, value: upload }, upload)),
              ),
            ]
          : []),
        ...pictureGroups([...byId.values()]).map(([group, items]) =>
          h("optgroup", { key: group, label: group }, ...items.map((item) => h("option", { key: item.id, value: item.id }, item.id))),
        ),
      ];
      const upload = () =>
        onOpenMediaLibrary({
          controlID: this.state.controlID,
          forImage: true,
          privateUpload: false,
          value: "",
          allowMultiple: false,
          field,
        });
      return h(
        "div",
        { className: classNameWrapper, style: { display: "grid", gap: "12px" } },
        choiceList(this.props, id, options),
        h(
          "div",
          { style: { display: "flex", alignItems: "center", gap: "16px", flexWrap: "wrap" } },
          chosen
            ? h("img", {
                src: thumbnailUrl(chosen),
                alt: `Thumbnail of ${id}`,
                width: 160,
                style: { borderRadius: "6px", height: "auto", background: "#eee" },
              })
            : uploaded.has(id)
              ? h("span", null, "Uploaded: saved with this entry when you save it, then prepared for the site in a few seconds.")
              : null,
          h(
            "button",
            {
              type: "button",
              onClick: upload,
              style: {
                font: "inherit",
                padding: "6px 12px",
                border: "1px solid #ccd",
                borderRadius: "6px",
                background: "#fff",
                cursor: "pointer",
              },
            },
            "Upload a photo…",
          ),
        ),
      );
    },
  });
  cms.registerWidget("picture", picture);

  // A signature: one of the SVGs of public/images/signatures/, chosen and shown, never typed.
  const knownSignatures = new Set(signatures);
  const signature = createClass({
    isValid(): Validity {
      const problem = signatureProblem(typeof this.props.value === "string" ? this.props.value : "", (id) => knownSignatures.has(id));
      return problem ? invalid(problem) : true;
    },
    render() {
      const { value, classNameWrapper } = this.props;
      const id = typeof value === "string" ? value : "";
      const known = knownSignatures.has(id);
      return h(
        "div",
        { className: classNameWrapper, style: { display: "grid", gap: "12px" } },
        choiceList(this.props, id, [
          h("option", { key: "", value: "" }, "Choose a signature…"),
          ...(id && !known ? [h("option", { key: id, value: id }, `${id} (does not exist)`)] : []),
          ...signatures.map((item) => h("option", { key: item, value: item }, item)),
        ]),
        known
          ? h("img", { src: `/images/${id}.svg`, alt: `Signature ${id}`, width: 200, style: { height: "auto", background: "#fff" } })
          : null,
      );
    },
  });
  cms.registerWidget("signature", signature);
}

/** What a signature field says about an ID: nothing when its SVG exists. */
export function signatureProblem(id: string, known: (id: string) => boolean) {
  return id && !known(id)
    ? `Unknown signature "${id}": choose one from the list (a new one is an SVG in public/images/signatures/)`
    : undefined;
}

/**
 * Decap says "Changes saved" over a blank new entry, where nothing has been saved: that word is
 * hidden until the entry is saved for the first time (its address then ends in its slug).
 */
export function noSavedStatusOnNewEntry(root: Document, location: Location) {
  const style = root.createElement("style");
  style.textContent = 'html[data-new-entry] [class*="BackStatusUnchanged"] { visibility: hidden; }';
  root.head.append(style);
  const mark = () => root.documentElement.toggleAttribute("data-new-entry", /\/new(\?|$)/.test(location.hash));
  mark();
  root.defaultView?.addEventListener("hashchange", mark);
}

/**
 * Decap's Rich Text/Markdown switch toggles only on its small switch: a click on either word now
 * chooses that mode too.
 */
export function wholeModeLabelToggles(root: Document) {
  const style = root.createElement("style");
  style.textContent = '[class*="ToolbarToggleLabel"] { cursor: pointer; }';
  root.head.append(style);
  root.addEventListener("click", (event) => {
    const label = (event.target as Element | null)?.closest?.('[class*="ToolbarToggleLabel"]');
    const toggle = label?.parentElement?.querySelector<HTMLElement>('[role="switch"]');
    if (!label || !toggle) return;
    const wantsMarkdown = label === label.parentElement!.lastElementChild;
    const isMarkdown = toggle.getAttribute("aria-checked") === "true";
    if (wantsMarkdown !== isMarkdown) toggle.click();
  });
}
