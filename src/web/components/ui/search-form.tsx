import { useId } from 'react';

interface SearchFormProps {
  label: string;
  /** The search in force; the field starts with it. */
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string;
}

/** A labelled search field with its button; searches when submitted, not on every keystroke. */
export function SearchForm({ label, value, onSearch, placeholder }: SearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      // A new search in force (say, from the address bar) refills the field.
      key={value}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
    >
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}
