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

/**
 * A technology's or social network's logo as simple-icons (or we) draw it: its name, brand colour
 * and one SVG path on a 24×24 grid, drawn inline by `BrandLogo` (decision 022).
 */
export type LogoIcon = { title: string; hex: string; path: string };

// Marks simple-icons no longer carries, drawn as neutral glyphs of our own.
const AWS: LogoIcon = {
  title: "AWS",
  hex: "FF9900",
  path: "M6.5 15.5c3.4 2.1 7.6 2.1 11 0l.8 1.2c-3.9 2.5-8.7 2.5-12.6 0l.8-1.2Zm11.8-.9 1.9-.4-.4 1.9-.5-.6ZM12 4a5 5 0 0 1 4.8 3.6A4 4 0 0 1 19 14H6a3.5 3.5 0 0 1-.3-7A5 5 0 0 1 12 4Z",
};
const LINKEDIN: LogoIcon = {
  title: "LinkedIn",
  hex: "0A66C2",
  path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.08 1.32-2.08 2.69V21h-4V9.75Z",
};

const pick = ({ title, hex, path }: LogoIcon): LogoIcon => ({ title, hex, path });

const technologies: Record<Technology, LogoIcon> = {
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

const socials: Record<SocialLabel, LogoIcon> = {
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
export const technologyIcon = (id: Technology): LogoIcon => technologies[id];
export const socialIcon = (label: SocialLabel): LogoIcon => socials[label];

export const withSocialIcons = <T extends { label: SocialLabel }>(links: T[]) =>
  links.map((link) => ({ ...link, icon: socialIcon(link.label) }));
