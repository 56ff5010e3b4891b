/** A speech bubble with a question mark over banknotes: decoration beside the questions. */
export function FaqIllustration() {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" className="mx-auto h-auto w-full max-w-xs">
      <rect x="30" y="110" width="150" height="70" rx="8" className="fill-emerald-200" />
      <rect x="50" y="95" width="150" height="70" rx="8" className="fill-emerald-300" />
      <circle cx="125" cy="130" r="20" className="fill-emerald-100" />
      <text x="125" y="138" textAnchor="middle" className="fill-emerald-700 text-[24px] font-bold">
        €
      </text>
      <path
        d="M120 15h90a15 15 0 0 1 15 15v45a15 15 0 0 1-15 15h-50l-25 20v-20h-15a15 15 0 0 1-15-15V30a15 15 0 0 1 15-15z"
        className="fill-brand-700"
      />
      <text x="165" y="68" textAnchor="middle" className="fill-white text-[44px] font-bold">
        ?
      </text>
    </svg>
  );
}
