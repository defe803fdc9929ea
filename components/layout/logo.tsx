type LogoProps = { className?: string; title?: string };

/** The Coder House wordmark: a lime roof over the name, "CODE | WORK" beneath. */
export function Logo({ className, title = "Coder House" }: LogoProps) {
  return (
    <svg
      viewBox="0 0 180 64"
      className={className}
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M14 24 L90 4 L166 24"
        fill="none"
        className="stroke-lime"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="80" y="10" width="20" height="4" rx="2" className="fill-lime-deep" />
      <text
        x="90"
        y="44"
        textAnchor="middle"
        fontFamily="var(--font-poppins), Arial, sans-serif"
        fontWeight="600"
        fontSize="22"
        letterSpacing="1.5"
        className="fill-lime"
      >
        CODER HOUSE
      </text>
      <text
        x="90"
        y="60"
        textAnchor="middle"
        fontFamily="var(--font-poppins), Arial, sans-serif"
        fontSize="10"
        letterSpacing="3"
        className="fill-paper"
      >
        CODE | WORK
      </text>
    </svg>
  );
}
