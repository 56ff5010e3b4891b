import { useId, useState } from 'react';
import { SanctionsListFileSchema, type SanctionsImport } from '#shared/schemas/sanctions.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { useSanctionsStatus } from '../api/get-sanctions-status.ts';
import { useImportSanctionsList } from '../api/import-sanctions-list.ts';
import { SanctionsListWarning } from './sanctions-list-warning.tsx';

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The UK Sanctions List customers are screened against: its date, when it was imported and its
 * counts, a warning when it is missing or more than a week old, and the import of a new file
 * (the FCDO's CSV), answered with the figures read or the line the file went wrong at.
 */
export function SanctionsListPanel() {
  const status = useSanctionsStatus();
  const importList = useImportSanctionsList();
  const form = useSchemaForm(SanctionsListFileSchema, {});
  const [imported, setImported] = useState<SanctionsImport | null>(null);
  const inputId = useId();
  const problem = form.formState.errors.files?.message;

  const submit = form.handleSubmit(({ files }) => {
    const [file] = Array.from(files);
    if (!file) return;
    setImported(null);
    importList.mutate(file, {
      onSuccess: (answer) => {
        setImported(answer);
        form.reset();
      },
    });
  });

  return (
    <section
      aria-labelledby="sanctions-list-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sanctions-list-heading" className="text-xl font-semibold text-brand-900">
        Sanctions list
      </h2>
      <p className="text-sm text-slate-600">
        Customers are screened against the UK Sanctions List (FCDO) in force here.
      </p>
      {status.data ? (
        <dl
          data-testid="sanctions-status"
          className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4"
        >
          {[
            ['List date', status.data.listDate ?? 'None imported'],
            ['Imported', status.data.importedAt ? formatDateTime(status.data.importedAt) : 'Never'],
            ['Entries', count(status.data.entries)],
            ['Names', count(status.data.names)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <QueryFallback isError={status.isError} what="the sanctions list" />
      )}
      <SanctionsListWarning link={false} />
      <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4">
        <label htmlFor={inputId} className="block font-medium text-slate-900">
          Import a new list (the CSV file from GOV.UK)
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldErrorId(inputId) : undefined}
          {...form.register('files')}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
        <FieldError fieldId={inputId} message={problem} />
        <button
          type="submit"
          disabled={importList.isPending}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {importList.isPending ? 'Importing…' : 'Import'}
        </button>
        {importList.isError && <FormAlert>{importList.error.message}</FormAlert>}
        {imported && (
          <p role="status" data-testid="sanctions-imported" className="text-green-800">
            Imported the list of {imported.listDate}: {count(imported.entries)} entries,{' '}
            {count(imported.names)} names.
          </p>
        )}
      </form>
    </section>
  );
}
