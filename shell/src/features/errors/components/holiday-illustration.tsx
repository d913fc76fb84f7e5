/** A parasol on a beach: the shell's friendly picture for pages that have nothing to show. */
export function HolidayIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="#f6f4f0" />
      <circle cx="70" cy="28" r="9" fill="#f2a900" />
      <path d="M12 70c10-5 22-5 36 0s26 5 36 0v8a46 46 0 0 1-72 0Z" fill="#e2ded6" />
      <path d="M47 36 52 72" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M22 44c4-14 20-22 34-18 8 2 14 8 16 14-6-3-12-3-17 0-5-4-13-5-19-1-5-2-10-1-14 5Z" fill="#e4572e" />
      <path d="M39 41c2-8 8-14 17-15" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity=".7" />
    </svg>
  );
}
