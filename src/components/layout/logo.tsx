type LogoProps = { className?: string };

const COBALT = "#3B4BFF";
const COBALT_LIGHT = "#7C89FF";
const CORAL = "#FF6B3D";

/** The id of the header's drawing of the logo, which the footer's reuses. */
export const LOGO_ID = "kovira-logo";

/** Abstract "K": a cobalt stem, a lighter cobalt arm and a coral wedge leg. */
function MarkShapes() {
  return (
    <>
      <rect x="2" y="3" width="8" height="26" rx="2.5" fill={COBALT} />
      <path d="M12.5 15.2 23.4 3.6A2 2 0 0 1 24.9 3H29a1 1 0 0 1 .74 1.67L17.2 18.6Z" fill={COBALT_LIGHT} />
      <path d="M14.6 20.4 18.6 16.4 29.6 27.3A1 1 0 0 1 28.9 29H23.2a2 2 0 0 1-1.45-.62Z" fill={CORAL} />
    </>
  );
}

export function LogoMark({ className }: LogoProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <MarkShapes />
    </svg>
  );
}

/**
 * The mark and the wordmark. Drawn from the left edge at its own scale whatever its box
 * (`slice`), so a box narrowed to 32 px shows the mark alone: the condensed header does that.
 * The header draws it (`<g id="kovira-logo">`); the footer, on the same page, reuses that drawing
 * (`reuse`) instead of repeating it, its wordmark in the footer's own colour.
 */
export function Logo({ className, reuse = false }: LogoProps & { reuse?: boolean }) {
  return (
    <svg className={className} viewBox="0 0 172 32" width="172" height="32" preserveAspectRatio="xMinYMid slice" aria-hidden="true">
      {reuse ? (
        <use href={`#${LOGO_ID}`} />
      ) : (
        <g id={LOGO_ID}>
          <MarkShapes />
          <text
            x="40"
            y="23"
            fill="currentColor"
            fontFamily="Bricolage Grotesque Variable, Bricolage Grotesque, system-ui, sans-serif"
            fontSize="20"
            fontWeight="600"
            letterSpacing="-0.4"
          >
            Kovira Labs
          </text>
        </g>
      )}
    </svg>
  );
}
