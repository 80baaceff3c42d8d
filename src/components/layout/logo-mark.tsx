
/** The brand mark: a lane rising into an arrow, green and saffron on ink. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0B1B3A" />
      <path d="M12 34 L24 14 L36 34" fill="none" stroke="#22C55E" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M18 34 L30 34" stroke="#F5B301" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
