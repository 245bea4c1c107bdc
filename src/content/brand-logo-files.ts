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
import { socialName, TECHNOLOGY_NAMES } from "./brand-icons";
import type { SocialLabel, Technology } from "./schema";

/** A logo as simple-icons (or we) draw it: its brand colour and one SVG path on a 24×24 grid. Its name is in `brand-icons.ts`. */
type BrandIcon = { hex: string; path: string };

// Marks simple-icons no longer carries, drawn as neutral glyphs of our own.
const AWS: BrandIcon = {
  hex: "FF9900",
  path: "M6.5 15.5c3.4 2.1 7.6 2.1 11 0l.8 1.2c-3.9 2.5-8.7 2.5-12.6 0l.8-1.2Zm11.8-.9 1.9-.4-.4 1.9-.5-.6ZM12 4a5 5 0 0 1 4.8 3.6A4 4 0 0 1 19 14H6a3.5 3.5 0 0 1-.3-7A5 5 0 0 1 12 4Z",
};
const LINKEDIN: BrandIcon = {
  hex: "0A66C2",
  path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.08 1.32-2.08 2.69V21h-4V9.75Z",
};

const pick = ({ hex, path }: BrandIcon): BrandIcon => ({ hex, path });

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

const svg = (title: string, icon: BrandIcon, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}"><title>${title}</title><path d="${icon.path}"/></svg>\n`;

/** Every technology's logo file, by name, in its brand colour. */
export const logoFiles = (): { name: string; svg: string }[] =>
  (Object.entries(technologies) as [Technology, BrandIcon][]).map(([id, icon]) => ({
    name: id,
    svg: svg(TECHNOLOGY_NAMES[id], icon, `#${icon.hex}`),
  }));

/** The size a social network's logo is drawn at: 3x the 18 px its link shows, with room to spare. */
export const SOCIAL_LOGO_PX = 64;

/**
 * Every social network's logo, by name: its shape in black, a PNG, which its link paints in the
 * current colour as a mask (`BrandLogo`). Not an SVG: an SVG image is a document of its own, which
 * the browser builds when it first draws it, and a team member's profile draws two inside the tap
 * that opens it (decision 023).
 */
export const socialLogoFiles = async (): Promise<{ name: string; png: Buffer }[]> => {
  const { default: sharp } = await import("sharp");
  return Promise.all(
    Object.entries(socials).map(async ([label, icon]) => ({
      name: socialName(label as SocialLabel),
      png: await sharp(Buffer.from(svg(label, icon, "#000")), { density: (72 * SOCIAL_LOGO_PX) / 24 })
        .resize(SOCIAL_LOGO_PX, SOCIAL_LOGO_PX)
        .png({ compressionLevel: 9, palette: true, colours: 16 })
        .toBuffer(),
    })),
  );
};
