import {
  siApachekafka, siDocker, siElasticsearch, siExpress, siFlutter, siGooglecloud, siGraphql, siKotlin, siKubernetes,
  siMongodb, siNextdotjs, siNodedotjs, siPostgresql, siPrisma, siPython, siPytorch, siReact, siRedis, siSwift,
  siTailwindcss, siTerraform, siTypescript, siVite, type SimpleIcon,
} from "simple-icons";
import type { Technology } from "~/content/schema";

// simple-icons no longer carries the AWS marks; this is a neutral cloud-and-smile glyph of our own.
const awsIcon: SimpleIcon = {
  title: "AWS",
  slug: "aws",
  hex: "FF9900",
  source: "",
  svg: "",
  path: "M6.5 15.5c3.4 2.1 7.6 2.1 11 0l.8 1.2c-3.9 2.5-8.7 2.5-12.6 0l.8-1.2Zm11.8-.9 1.9-.4-.4 1.9-.5-.6ZM12 4a5 5 0 0 1 4.8 3.6A4 4 0 0 1 19 14H6a3.5 3.5 0 0 1-.3-7A5 5 0 0 1 12 4Z",
};

const technologies: Record<Technology, SimpleIcon> = {
  react: siReact, nextjs: siNextdotjs, typescript: siTypescript, nodejs: siNodedotjs, express: siExpress,
  postgresql: siPostgresql, mongodb: siMongodb, redis: siRedis, docker: siDocker, kubernetes: siKubernetes,
  aws: awsIcon, tailwindcss: siTailwindcss, vite: siVite, prisma: siPrisma, graphql: siGraphql, python: siPython,
  kotlin: siKotlin, swift: siSwift, flutter: siFlutter, apachekafka: siApachekafka, terraform: siTerraform,
  elasticsearch: siElasticsearch, googlecloud: siGooglecloud, pytorch: siPytorch,
};

export function technologyName(id: Technology) {
  return technologies[id].title;
}

/** A technology's logo in its brand colour (or `currentColor` when `mono`). */
export function TechLogo({ id, className, mono = false }: { id: Technology; className?: string; mono?: boolean }) {
  const icon = technologies[id];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill={mono ? "currentColor" : `#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}
