import { siDribbble, siGithub, siInstagram, siX } from "simple-icons";
import type { SocialLabel } from "~/content/schema";

// simple-icons no longer ships LinkedIn's mark; this is a neutral "in" glyph of our own.
const LINKEDIN_PATH =
  "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.08 1.32-2.08 2.69V21h-4V9.75Z";

const paths: Record<SocialLabel, string> = {
  LinkedIn: LINKEDIN_PATH,
  X: siX.path,
  GitHub: siGithub.path,
  Instagram: siInstagram.path,
  Dribbble: siDribbble.path,
};

export function SocialIcon({ label, className }: { label: SocialLabel; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={paths[label]} />
    </svg>
  );
}
