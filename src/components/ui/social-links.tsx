import { cva, type VariantProps } from "class-variance-authority";
import { BrandLogo } from "~/components/ui/brand-logo";
import type { LogoIcon } from "./brand-logo";
import { cn } from "~/lib/cn";

const linkVariants = cva("grid size-10 place-items-center rounded-full transition-colors", {
  variants: {
    tone: {
      dark: "bg-white/8 text-ink-100 hover:bg-white/15 hover:text-white",
      light: "bg-ink-100 text-ink-700 hover:bg-ink-900 hover:text-white",
    },
  },
  defaultVariants: { tone: "light" },
});

type SocialLinksProps = {
  /** Whose profiles these are: "Kovira Labs", "Nandini Rao". */
  owner: string;
  links: { label: string; href: string; icon: LogoIcon }[];
  className?: string;
} & VariantProps<typeof linkVariants>;

/** Round icon links to social profiles, each named "{owner} on {network}", its logo in the current colour. */
export function SocialLinks({ owner, links, tone, className }: SocialLinksProps) {
  return (
    <ul data-slot="social-links" aria-label={`${owner} elsewhere`} className={cn("flex gap-2", className)}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${owner} on ${link.label}`}
            className={linkVariants({ tone })}
          >
            <BrandLogo icon={link.icon} tone="current" className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
