/*
 * Code in articles with fewer elements (issue 17).
 *
 * The colours are few on purpose (`quietCode`, decision 019): comments are dimmed and strings,
 * numbers and literal constants stand out; keywords, names and punctuation are in the block's own
 * colour. A reader scanning a listing finds the values and the explanations at a glance, and an
 * article's code is a few dozen elements rather than a few hundred (the longest: 184 coloured
 * tokens under GitHub's theme, 45 under this one). Shiki merges neighbouring tokens of the same
 * colour, so a run of plain code is one piece of text.
 *
 * Shiki wraps every line of a block in a
 * `<span class="line">` and every token in a `<span style="color:…">`, the many tokens in the
 * block's own text colour included. Nothing styles the lines, and a token in the block's colour
 * looks the same as bare text, so both are unwrapped: the longest article's code went from 363
 * elements to 192. Lines stay separated by their newlines; the rendered block is unchanged.
 * Imported by `astro.config.mjs`, so relative imports only.
 */

/** The block's background and text, and the few kinds of token drawn in a colour of their own. */
export const quietCode = {
  name: "kovira-quiet",
  type: "dark",
  colors: { "editor.background": "#0d1117", "editor.foreground": "#e6edf3" },
  tokenColors: [
    { scope: ["comment", "punctuation.definition.comment"], settings: { foreground: "#8b949e" } },
    { scope: ["string", "string punctuation.definition.string", "constant.other.symbol"], settings: { foreground: "#a5d6ff" } },
    { scope: ["constant.numeric", "constant.language"], settings: { foreground: "#79c0ff" } },
  ],
};

/**
 * Each kind of token's colour as a class of one letter (comment, string, number), drawn by
 * `article-body.css` (`.kovira-quiet .c`), where `style="color:#a5d6ff"` repeated every token; the
 * block's own colours are that file's too (`.kovira-quiet`).
 */
export const TOKEN_CLASSES: Record<string, string> = { "#8b949e": "c", "#a5d6ff": "s", "#79c0ff": "n" };

type Text = { type: "text"; value: string };
type Element = { type: "element"; tagName: string; properties: Record<string, unknown>; children: Node[] };
type Node = Text | Element | { type: "comment"; value: string };

const isElement = (node: Node, tagName: string): node is Element => node.type === "element" && node.tagName === tagName;

/** The colour a `style` attribute sets, if it sets nothing else. */
function onlyColour(style: unknown) {
  const match = /^color:\s*(#[0-9a-f]{3,8})\s*;?$/i.exec(String(style ?? "").trim());
  return match?.[1]!.toLowerCase();
}

/** The block's text colour, from the `<pre>`'s style (`background-color:…;color:…`). */
function blockColour(pre: Element) {
  return /(?:^|;)\s*color:\s*(#[0-9a-f]{3,8})/i.exec(String(pre.properties.style ?? ""))?.[1]!.toLowerCase();
}

function unwrapToken(token: Node, colour: string | undefined): Node[] {
  if (!isElement(token, "span")) return [token];
  const keys = Object.keys(token.properties);
  const own = keys.length === 1 && keys[0] === "style" ? onlyColour(token.properties.style) : undefined;
  if (keys.length === 0 || (own && own === colour)) return token.children;
  // A kind of token the palette colours: its class says which.
  const kind = own && TOKEN_CLASSES[own];
  return kind ? [{ ...token, properties: { class: kind } }] : [token];
}

/**
 * Unwraps a highlighted block's line spans and the tokens in its own colour, and names the colour
 * of every other token by its class, in place. A block in the quiet palette leaves its colours to
 * the stylesheet too.
 */
export function leanCodeBlock(pre: Element) {
  const code = pre.children.find((child): child is Element => isElement(child, "code"));
  if (!code) return;
  const colour = blockColour(pre);
  code.children = code.children.flatMap((child) =>
    isElement(child, "span") && child.properties.class === "line" ? child.children.flatMap((token) => unwrapToken(token, colour)) : [child],
  );
  if (String(pre.properties.class ?? "").split(" ").includes(quietCode.name)) delete pre.properties.style;
}

/** The Shiki transformer (`markdown.shikiConfig.transformers` in `astro.config.mjs`). */
export const leanCode = {
  name: "kovira:lean-code",
  pre(pre: Element) {
    leanCodeBlock(pre);
  },
};
