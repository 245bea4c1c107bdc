/*
 * Pasting into an article's text from Word, Google Docs or a web page. Decap's own paste loses the
 * formatting in Markdown mode, and in Rich Text mode a pasted picture (as Word and Google Docs copy
 * them) crashes the whole editor, losing unsaved work. The editor's paste is taken over here:
 * - the pasted HTML is cleaned first: Google Docs' and Word's styled spans become bold and italics,
 *   Word's list paragraphs become lists, a # heading becomes ## (the title is the page's only #);
 * - pictures from outside the site and tables, which an article cannot show, are left out, and a
 *   note under the field says what was;
 * - in Markdown mode the text arrives as Markdown (headings, bold, italics, lists, links); in Rich
 *   Text mode as the cleaned HTML, which Decap turns into the same.
 * Nothing else of the field changes: the paste goes in where the caret is, as typed text does.
 */
import { site } from "~/content/site";

/** The paste as each mode takes it: a table stays in Markdown (an article's tables are Markdown), and is left out of Rich Text, which has none. */
export type PasteOutcome = { html: string; markdown: string; notes: string[]; richTextNotes: string[] };

/** A table as Markdown: its first row the header. */
function table(element: Element, origin: string) {
  const rows = [...element.querySelectorAll("tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => [...cell.childNodes].map((child) => inline(child, origin)).join("").trim().replaceAll("|", "\\|")),
  );
  if (rows.length === 0) return "";
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  return [line(rows[0]!), line(Array.from({ length: width }, () => "---")), ...rows.slice(1).map(line)].join("\n");
}

/** A picture the site serves itself (its library), which an article may show. */
const isLibraryPicture = (src: string, origin: string) => src.startsWith("/images/") || src.startsWith(`${origin}/images/`);

const BOLD = (style: CSSStyleDeclaration) => style.fontWeight === "bold" || Number(style.fontWeight) >= 600;
const ITALIC = (style: CSSStyleDeclaration) => style.fontStyle === "italic";

function wrap(doc: Document, element: Element, tag: string) {
  const outer = doc.createElement(tag);
  element.replaceWith(outer);
  outer.append(element);
}

function rename(doc: Document, element: Element, tag: string) {
  const renamed = doc.createElement(tag);
  for (const attribute of ["href", "src", "alt"]) {
    const value = element.getAttribute(attribute);
    if (value !== null) renamed.setAttribute(attribute, value);
  }
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** Word's list paragraphs (`mso-list`) as lists: bullets, or numbers when the marker is one. */
function wordLists(doc: Document) {
  const items = [...doc.body.querySelectorAll("p")].filter(
    (p) => /MsoListParagraph/i.test(p.className) || /mso-list:\s*l\d/i.test(p.getAttribute("style") ?? ""),
  );
  let list: HTMLElement | undefined;
  for (const item of items) {
    const marker = item.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
    const numbered = /^\s*\d+[.)]/.test(marker?.textContent ?? "");
    marker?.remove();
    const previous = item.previousElementSibling;
    if (!list || previous !== list) {
      list = doc.createElement(numbered ? "ol" : "ul");
      item.before(list);
    }
    const li = doc.createElement("li");
    li.append(...item.childNodes);
    list.append(li);
    item.remove();
  }
}

/** Cleans pasted HTML in place, and says what it left out. */
/** Removes an element, and each parent it leaves with no text and no picture (Rich Text would keep them as empty paragraphs). */
function removeWithEmptiedParents(element: Element, body: HTMLElement) {
  let parent = element.parentElement;
  element.remove();
  while (parent && parent !== body && !parent.textContent?.trim() && !parent.querySelector("img")) {
    const next = parent.parentElement;
    parent.remove();
    parent = next;
  }
}

export function cleanPastedHtml(doc: Document, origin: string): string[] {
  const notes: string[] = [];
  const body = doc.body;
  for (const element of body.querySelectorAll("script, style, meta, link, title, xml, o\\:p")) element.remove();
  // Google Docs wraps a whole copy in <b style="font-weight:normal">: not bold.
  for (const element of body.querySelectorAll("b")) {
    const style = (element as HTMLElement).style;
    if (style.fontWeight && (style.fontWeight === "normal" || Number(style.fontWeight) < 600)) element.replaceWith(...element.childNodes);
  }
  const pictures = [...body.querySelectorAll("img")].filter((img) => !isLibraryPicture(img.getAttribute("src") ?? "", origin));
  for (const img of pictures) removeWithEmptiedParents(img, body);
  if (pictures.length > 0)
    notes.push(
      `${pictures.length === 1 ? "A picture" : `${pictures.length} pictures`} from outside the site left out: an article's picture is chosen under Which picture, or uploaded there.`,
    );
  wordLists(doc);
  // Styled spans (Google Docs, Word) as bold and italics.
  for (const span of [...body.querySelectorAll("span")]) {
    const style = (span as HTMLElement).style;
    if (BOLD(style)) wrap(doc, span, "strong");
    if (ITALIC(style)) wrap(doc, span, "em");
  }
  // Decap's Rich Text reads <strong> and <em>, not <b> (which Google Docs misuses) nor <i>.
  for (const element of [...body.querySelectorAll("b")]) rename(doc, element, "strong");
  for (const element of [...body.querySelectorAll("i")]) rename(doc, element, "em");
  for (const element of [...body.querySelectorAll("h1")]) rename(doc, element, "h2");
  for (const element of [...body.querySelectorAll("h4, h5, h6")]) rename(doc, element, "h3");
  return notes;
}

const inlineText = (text: string) => text.replace(/\s+/g, " ");

/** An inline run as Markdown: marks hug their words ("**bold** text", never "**bold **text"). */
function mark(inner: string, marker: string) {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner)!;
  return match[2] ? `${match[1]}${marker}${match[2]}${marker}${match[3]}` : inner;
}

function inline(node: Node, origin: string): string {
  if (node.nodeType === 3) return inlineText(node.textContent ?? "");
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  const inner = () => [...element.childNodes].map((child) => inline(child, origin)).join("");
  switch (element.tagName) {
    case "STRONG":
    case "B":
      return mark(inner(), "**");
    case "EM":
    case "I":
      return mark(inner(), "_");
    case "CODE":
      return `\`${element.textContent ?? ""}\``;
    case "BR":
      return "\n";
    case "A": {
      const href = (element.getAttribute("href") ?? "").trim();
      const text = inner().trim();
      if (!href || /^(javascript|vbscript|data|file):/i.test(href)) return text;
      // A link to the site itself is written as its path, as the guide asks.
      const own = href.startsWith(origin) ? href.slice(origin.length) || "/" : href;
      return `[${text || own}](${own})`;
    }
    case "IMG": {
      const src = element.getAttribute("src") ?? "";
      return isLibraryPicture(src, origin) ? `![${element.getAttribute("alt") ?? ""}](${src.startsWith(origin) ? src.slice(origin.length) : src})` : "";
    }
    default:
      return inner();
  }
}

const BLOCKS = new Set(["P", "DIV", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "LI", "BLOCKQUOTE", "PRE", "TABLE", "SECTION", "ARTICLE"]);

function list(element: Element, origin: string, depth: number): string[] {
  const numbered = element.tagName === "OL";
  let n = 0;
  return [...element.children].flatMap((child) => {
    if (child.tagName !== "LI") return blocks(child, origin, depth + 1);
    n++;
    const indent = "  ".repeat(depth);
    const nested = [...child.children].filter((inner) => inner.tagName === "UL" || inner.tagName === "OL");
    const own = [...child.childNodes]
      .filter((inner) => !nested.includes(inner as Element))
      .map((inner) => (inner.nodeType === 1 && BLOCKS.has((inner as Element).tagName) ? [...inner.childNodes].map((c) => inline(c, origin)).join("") : inline(inner, origin)))
      .join(" ")
      .trim();
    return [`${indent}${numbered ? `${n}.` : "-"} ${own}`, ...nested.flatMap((inner) => list(inner, origin, depth + 1))];
  });
}

/** Block elements as Markdown lines; consecutive list items stay together. */
function blocks(node: Node, origin: string, depth = 0): string[] {
  if (node.nodeType === 3) {
    const text = inlineText(node.textContent ?? "").trim();
    return text ? [text] : [];
  }
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const text = () => [...element.childNodes].map((child) => inline(child, origin)).join("").trim();
  switch (element.tagName) {
    case "H2":
      return [`## ${text()}`];
    case "H3":
      return [`### ${text()}`];
    case "P":
      return text() ? [text()] : [];
    case "UL":
    case "OL":
      return [list(element, origin, depth).join("\n")];
    case "BLOCKQUOTE":
      return [
        [...element.childNodes]
          .flatMap((child) => blocks(child, origin))
          .flatMap((block) => block.split("\n"))
          .map((line) => `> ${line}`)
          .join("\n"),
      ];
    case "TABLE":
      return [table(element, origin)];
    case "PRE":
      return [`\`\`\`\n${(element.textContent ?? "").replace(/\n$/, "")}\n\`\`\``];
    default: {
      // A container (Google Docs' wrapper, a div): its blocks, with loose inline runs as paragraphs.
      const out: string[] = [];
      let run = "";
      for (const child of element.childNodes) {
        if (child.nodeType === 1 && BLOCKS.has((child as Element).tagName)) {
          if (run.trim()) out.push(run.trim());
          run = "";
          out.push(...blocks(child, origin, depth));
        } else run += inline(child, origin);
      }
      if (run.trim()) out.push(run.trim());
      return out;
    }
  }
}

/**
 * Pasted HTML, cleaned, as HTML for Rich Text mode and as Markdown for Markdown mode. A link to the
 * editor's own origin or to the public site's (`siteOrigin`, e.g. https://kovira-labs.com) becomes
 * the page's path.
 */
export function convertPaste(html: string, origin: string, parse: (html: string) => Document, siteOrigin?: string): PasteOutcome {
  const doc = parse(html);
  if (siteOrigin && siteOrigin !== origin)
    for (const link of doc.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href")!;
      if (href === siteOrigin || href.startsWith(`${siteOrigin}/`)) link.setAttribute("href", origin + href.slice(siteOrigin.length));
    }
  const notes = cleanPastedHtml(doc, origin);
  const markdown = blocks(doc.body, origin)
    .filter(Boolean)
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n");
  const tables = [...doc.body.querySelectorAll("table")];
  for (const element of tables) element.remove();
  const richTextNotes =
    tables.length > 0
      ? [`${tables.length === 1 ? "A table" : `${tables.length} tables`} left out: Rich Text has no tables; paste it in Markdown mode, where it is kept.`]
      : [];
  return { html: doc.body.innerHTML, markdown, notes, richTextNotes };
}

/**
 * Takes over pastes of HTML into a Markdown field (`[aria-label$="markdown field"]`, the checked one included): the field gets
 * the cleaned paste instead, handed to its editor as a paste of its own (Slate's `insertFromPaste`),
 * and a note under it says what was left out.
 */
export function pasteAsMarkdown(root: Document) {
  root.addEventListener(
    "paste",
    (event) => {
      const target = event.target as Element | null;
      const field = target?.closest?.('[aria-label$="markdown field"]');
      const data = event.clipboardData;
      const html = data?.getData("text/html");
      const editable = target?.closest?.('[contenteditable="true"]');
      if (!field || !editable || !data || !html) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { html: cleaned, markdown, notes, richTextNotes } = convertPaste(
        html,
        root.location.origin,
        (text) => new DOMParser().parseFromString(text, "text/html"),
        new URL(site.url).origin,
      );
      const markdownMode = field.querySelector('[role="switch"]')?.getAttribute("aria-checked") === "true";
      const forward = new DataTransfer();
      forward.setData("text/plain", markdown);
      if (!markdownMode) forward.setData("text/html", cleaned);
      const editor = slateEditorOf(editable);
      if (editor) editor.insertData(forward);
      else editable.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertFromPaste", dataTransfer: forward, bubbles: true, cancelable: true }));
      showNote(root, field, markdownMode ? notes : [...notes, ...richTextNotes]);
    },
    true,
  );
}

type SlateEditor = { insertData(data: DataTransfer): void };

/**
 * The Slate editor behind a Markdown field's text (Decap's bundle keeps it to itself): the props of
 * the React component that renders the editable element carry it. Slate's `insertData` is what its
 * own paste calls, at the caret.
 */
function slateEditorOf(editable: Element): SlateEditor | undefined {
  const key = Object.keys(editable).find((name) => name.startsWith("__reactFiber$"));
  type Fiber = { memoizedProps?: { editor?: Partial<SlateEditor> }; return?: Fiber };
  let fiber = key ? (editable as unknown as Record<string, Fiber>)[key] : undefined;
  for (; fiber; fiber = fiber.return) {
    const editor = fiber.memoizedProps?.editor;
    if (editor && typeof editor.insertData === "function") return editor as SlateEditor;
  }
  return undefined;
}

function showNote(root: Document, field: Element, notes: string[]) {
  field.parentElement?.querySelector("[data-paste-note]")?.remove();
  if (notes.length === 0) return;
  const note = root.createElement("p");
  note.setAttribute("data-paste-note", "");
  note.setAttribute("role", "status");
  note.style.cssText = "margin:8px 0 0;padding:8px 12px;border-radius:6px;background:#fff4e5;color:#5f3b00;font-size:14px";
  note.textContent = `Pasted. ${notes.join(" ")}`;
  field.after(note);
}
