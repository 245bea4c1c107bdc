import type { LogoIcon } from "~/components/ui/brand-logo";
import type { SocialLabel, Technology } from "./schema";

/** Each technology's name as its makers write it: the label of its logo and of the case filters. */
export const TECHNOLOGY_NAMES: Record<Technology, string> = {
  react: "React",
  nextjs: "Next.js",
  typescript: "TypeScript",
  nodejs: "Node.js",
  express: "Express",
  postgresql: "PostgreSQL",
  mongodb: "MongoDB",
  redis: "Redis",
  docker: "Docker",
  kubernetes: "Kubernetes",
  aws: "AWS",
  tailwindcss: "Tailwind CSS",
  vite: "Vite",
  prisma: "Prisma",
  graphql: "GraphQL",
  python: "Python",
  kotlin: "Kotlin",
  swift: "Swift",
  flutter: "Flutter",
  apachekafka: "Apache Kafka",
  terraform: "Terraform",
  elasticsearch: "Elasticsearch",
  googlecloud: "Google Cloud",
  pytorch: "PyTorch",
};

/** A social network's logo file: its name in lower case (`/logos/linkedin.png`). */
export const socialName = (label: SocialLabel) => label.toLowerCase();

/*
 * A logo is its name and its file, which `brand-logo-files.ts` draws at build time from simple-icons:
 * this module does not import that package (13 MB unbundled), so neither the pages nor the content
 * editor's previews, which load these modules in the browser during `npm run cms`, ever load it.
 */
export const technologyIcon = (id: Technology): LogoIcon => ({ title: TECHNOLOGY_NAMES[id], src: `/logos/${id}.svg` });
export const socialIcon = (label: SocialLabel): LogoIcon => ({ title: label, src: `/logos/${socialName(label)}.png` });

export const withSocialIcons = <T extends { label: SocialLabel }>(links: T[]) =>
  links.map((link) => ({ ...link, icon: socialIcon(link.label) }));
