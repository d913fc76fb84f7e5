/** The magnifier of a search button or summary (the button carries the accessible name). */
export function SearchIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M10.5 3a7.5 7.5 0 105.3 12.8L21 21M15.8 15.8A7.5 7.5 0 0010.5 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
