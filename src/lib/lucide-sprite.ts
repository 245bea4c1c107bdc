/*
 * The interface icons (lucide) drawn from one cached sprite instead of inline paths (decision 015).
 *
 * Components keep importing `lucide-react/icons/<name>`; the build resolves that import to a
 * component of `src/components/ui/sprite-icon.tsx` that draws `<use href="…#<name>">` from
 * `src/assets/ui-icons.svg` (written by `npm run sprite` from lucide's own icon data). A page then
 * carries two elements and about 120 bytes per icon instead of up to seven elements and 500 bytes.
 * Imported by `astro.config.mjs` and `vitest.config.ts`, so relative imports only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const ICON_IMPORT = /["']lucide-react\/icons\/([a-z0-9-]+)["']/g;
const VIRTUAL_PREFIX = "\0kovira-icon:";

/** The lucide icons the source imports, by name, sorted. */
export function iconsUsed(sourceDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|astro|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, "utf8").matchAll(ICON_IMPORT)) names.add(match[1]!);
      }
    }
  };
  walk(sourceDir);
  return [...names].sort();
}

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/**
 * One `<symbol>` per icon, with lucide's stroke style and width (2, or the page's
 * `--icon-stroke-width`, which reaches the symbol through `<use>`). `others` are more symbols for
 * the same file (the social logos).
 */
export function lucideSprite(icons: { name: string; node: IconNode }[], others = "") {
  const symbols = icons.map(({ name, node }) => {
    const shapes = node.map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${value}"`)
        .join(" ");
      return `<${tag} ${text}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" style="stroke-width:var(--icon-stroke-width,2)">${shapes.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${others}</svg>\n`;
}

type IconModule = { __iconData?: { node: IconNode } };

/** An icon's shapes; an alias (`circle-alert`) re-exports its icon's module, followed here. */
async function iconNode(name: string): Promise<IconNode> {
  // By file, past the plugin below, which answers the package's name.
  const file = createRequire(import.meta.url).resolve(`lucide-react/icons/${name}`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as IconModule;
  if (module.__iconData) return module.__iconData.node;
  const target = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  if (!target) throw new Error(`lucide-react/icons/${name}: no icon data`);
  return iconNode(target);
}

/** Reads lucide's data for each icon (`__iconData` of `lucide-react/icons/<name>`). */
export async function readLucideIcons(names: string[]) {
  return Promise.all(
    names.map(async (name) => {
      return { name, node: await iconNode(name) };
    }),
  );
}

/**
 * Resolves `lucide-react/icons/<name>` to `spriteIcon("<name>")` of `spriteIconModule`, in the
 * build, the dev server and the unit tests alike.
 */
export function lucideSpritePlugin(spriteIconModule: string) {
  return {
    name: "kovira:lucide-sprite",
    enforce: "pre" as const,
    resolveId(source: string) {
      const match = /^lucide-react\/icons\/([a-z0-9-]+)$/.exec(source);
      return match ? `${VIRTUAL_PREFIX}${match[1]}` : undefined;
    },
    load(id: string) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const name = id.slice(VIRTUAL_PREFIX.length);
      return `import { spriteIcon } from ${JSON.stringify(spriteIconModule)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
    },
  };
}
