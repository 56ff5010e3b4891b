/** A rule with "or" between two ways of doing the same thing. */
export function OrDivider() {
  return (
    <p className="my-5 flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
      or
    </p>
  );
}
