/** The id a field's error takes, so the field can point at it with `aria-describedby`. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** One field's problem, under the field; renders nothing while there is none. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
