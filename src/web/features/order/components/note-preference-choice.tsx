import { NOTE_PREFERENCES, type NotePreference } from '#shared/domain/note-plan.ts';

/** How each preference reads to the customer. */
export const NOTE_PREFERENCE_LABELS: Record<NotePreference, string> = {
  mixed: 'Mixed (recommended)',
  large: 'Larger notes',
  small: 'Smaller notes',
};

interface NotePreferenceChoiceProps {
  value: NotePreference;
  onChange: (preference: NotePreference) => void;
}

/** Click & Collect: the notes the customer would rather be paid in; the branch plans them. */
export function NotePreferenceChoice({ value, onChange }: NotePreferenceChoiceProps) {
  return (
    <fieldset className="space-y-2" aria-describedby="note-preference-hint">
      <legend className="text-lg font-semibold text-brand-900">Notes</legend>
      <div className="grid gap-2">
        {NOTE_PREFERENCES.map((preference) => (
          <label
            key={preference}
            className="flex items-center gap-2 rounded border border-slate-300 bg-white px-3 py-2 shadow-sm has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-500/40"
          >
            <input
              type="radio"
              name="note-preference"
              value={preference}
              checked={value === preference}
              onChange={() => onChange(preference)}
              className="size-4 accent-brand-700"
            />
            {NOTE_PREFERENCE_LABELS[preference]}
          </label>
        ))}
      </div>
      <p id="note-preference-hint" className="text-sm text-slate-600">
        We pay out from the notes the branch holds, as close to your choice as they allow; your
        confirmation lists them. Mixed and Smaller leave out high-value notes (€200, $100, £50)
        unless the branch has no other way: many shops refuse €200 notes.
      </p>
    </fieldset>
  );
}
