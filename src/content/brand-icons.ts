import {
  siApachekafka,
  siDocker,
  siDribbble,
  siElasticsearch,
  siExpress,
  siFlutter,
  siGithub,
  siGooglecloud,
  siGraphql,
  siInstagram,
  siKotlin,
  siKubernetes,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPrisma,
  siPython,
  siPytorch,
  siReact,
  siRedis,
  siSwift,
  siTailwindcss,
  siTerraform,
  siTypescript,
  siVite,
  siX,
} from "simple-icons";
import type { SocialLabel, Technology } from "./schema";

/** A logo as simple-icons (or we) draw it: name, brand colour and one SVG path (24×24). */
type BrandIcon = { title: string; hex: string; path: string };
/**
 * A technology's or social network's logo, named by `symbol`: a technology's is an image of the
 * technology sprite (`technologySprite`), a network's a mask of the stylesheet (`socialMasks`), so
 * pages carry no path data.
 */
export type LogoIcon = { title: string; hex: string; symbol: string };

// Marks simple-icons no longer carries, drawn as neutral glyphs of our own.
const AWS: BrandIcon = {
  title: "AWS",
  hex: "FF9900",
  path: "M6.5 15.5c3.4 2.1 7.6 2.1 11 0l.8 1.2c-3.9 2.5-8.7 2.5-12.6 0l.8-1.2Zm11.8-.9 1.9-.4-.4 1.9-.5-.6ZM12 4a5 5 0 0 1 4.8 3.6A4 4 0 0 1 19 14H6a3.5 3.5 0 0 1-.3-7A5 5 0 0 1 12 4Z",
};
const LINKEDIN: BrandIcon = {
  title: "LinkedIn",
  hex: "0A66C2",
  path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.08 1.32-2.08 2.69V21h-4V9.75Z",
};

const pick = ({ title, hex, path }: BrandIcon): BrandIcon => ({ title, hex, path });

const technologies: Record<Technology, BrandIcon> = {
  react: pick(siReact),
  nextjs: pick(siNextdotjs),
  typescript: pick(siTypescript),
  nodejs: pick(siNodedotjs),
  express: pick(siExpress),
  postgresql: pick(siPostgresql),
  mongodb: pick(siMongodb),
  redis: pick(siRedis),
  docker: pick(siDocker),
  kubernetes: pick(siKubernetes),
  aws: AWS,
  tailwindcss: pick(siTailwindcss),
  vite: pick(siVite),
  prisma: pick(siPrisma),
  graphql: pick(siGraphql),
  python: pick(siPython),
  kotlin: pick(siKotlin),
  swift: pick(siSwift),
  flutter: pick(siFlutter),
  apachekafka: pick(siApachekafka),
  terraform: pick(siTerraform),
  elasticsearch: pick(siElasticsearch),
  googlecloud: pick(siGooglecloud),
  pytorch: pick(siPytorch),
};

const socials: Record<SocialLabel, BrandIcon> = {
  LinkedIn: LINKEDIN,
  X: pick(siX),
  GitHub: pick(siGithub),
  Instagram: pick(siInstagram),
  Dribbble: pick(siDribbble),
};

/*
 * Looked up in route loaders at build time, so pages receive only the paths they draw and the
 * simple-icons package never reaches the browser.
 */
export const technologyIcon = (id: Technology): LogoIcon => ({
  title: technologies[id].title,
  hex: technologies[id].hex,
  symbol: id,
});

/**
 * The technology logos as one SVG file, `src/assets/technology-icons.svg` (written by `npm run
 * sprite`): fetched once and cached, only by the pages that list technologies, instead of each page
 * repeating the paths in its HTML and again in its hydration data. Each logo is a nested `<svg>` in
 * its brand colour, shown only when the file is addressed by its id (`technology-icons.svg#react`),
 * so a page draws it with an `<img>`: lazy, unlike `<use>`, which fetches its file as soon as the
 * markup is parsed, wherever it is. The social logos are drawn by CSS (`socialMasks`).
 */
export const technologySprite = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>svg svg:not(:target){display:none}</style>${Object.entries(technologies)
    .map(([id, icon]) => `<svg id="${id}" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>`)
    .join("")}</svg>\n`;

/**
 * The social logos as masks, `src/assets/social-icons.css` (written by `npm run sprite`, imported by
 * `src/app.css`): every page's footer draws them in the current colour as a link's `::before`
 * (`.social-link[data-icon]`), where a `<svg>` and its `<use>` cost each logo two elements. They
 * are in the cached stylesheet only: no page's first screen draws them.
 */
export const socialMasks = () => {
  const entries = Object.entries(socials).map(([label, icon]) => [socialSymbol(label as SocialLabel), icon] as const);
  const svg = (path: string) => `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E`;
  const variables = entries.map(([id, icon]) => `  --${id}: url("data:image/svg+xml,${svg(icon.path)}");`).join("\n");
  const rules = entries.map(([id]) => `.social-link[data-icon="${id}"]::before { --icon: var(--${id}); }`).join("\n");
  return `/* Written by \`npm run sprite\` from src/content/brand-icons.ts: the social logos, drawn by CSS. */\n:root {\n${variables}\n}\n${rules}\n`;
};

const socialSymbol = (label: SocialLabel) => `social-${label.toLowerCase()}`;
export const socialIcon = (label: SocialLabel): LogoIcon => ({ title: socials[label].title, hex: socials[label].hex, symbol: socialSymbol(label) });

export const withSocialIcons = <T extends { label: SocialLabel }>(links: T[]) =>
  links.map((link) => ({ ...link, icon: socialIcon(link.label) }));
