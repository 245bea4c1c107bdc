import { cva, type VariantProps } from "class-variance-authority";
import type { LogoIcon } from "~/content/brand-icons";
import { cn } from "~/lib/cn";

/** The classes are in `src/app.css` (components layer). */
const linkVariants = cva("social-link", {
  variants: { tone: { dark: "social-link-dark", light: "social-link-light" } },
  defaultVariants: { tone: "light" },
});

type SocialLinksProps = {
  /** Whose profiles these are: "Kovira Labs", "Nandini Rao". */
  owner: string;
  links: { label: string; href: string; icon: LogoIcon }[];
  className?: string;
} & VariantProps<typeof linkVariants>;

/**
 * Round icon links to social profiles, each named "{owner} on {network}", its logo drawn by CSS in
 * the current colour (`data-icon`, `src/assets/social-icons.css`).
 */
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
            data-icon={link.icon.symbol}
            className={linkVariants({ tone })}
          />
        </li>
      ))}
    </ul>
  );
}
