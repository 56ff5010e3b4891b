import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import { REVIEW_NOTE_MAX_LENGTH, ReviewNoteSchema } from '#shared/schemas/review.ts';
import {
  SuspicionDecisionBodySchema,
  type Suspicion,
  type SuspicionDecision,
} from '#shared/schemas/suspicion.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ReportFields } from '#web/components/ui/report-fields.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { toast } from '#web/lib/toast.ts';
import { useDecideSuspicion } from '../api/decide-suspicion.ts';

export interface SuspicionDecisionRequest {
  suspicion: Suspicion;
  decision: SuspicionDecision;
}

const WORDS: Record<SuspicionDecision, { ask: string; what: string; done: string }> = {
  reported: {
    ask: 'Record the report to the NCA',
    what: 'You made a suspicious activity report: record its reference and day.',
    done: 'recorded as reported to the NCA',
  },
  'not-reported': {
    ask: 'Record that you will not report',
    what: 'You found no grounds to report: say why, for the record.',
    done: 'recorded as not reported',
  },
};

/** The report's fields as typed: the form checks them with the server's schema. */
const ReportedOption = SuspicionDecisionBodySchema.options[0];
const NoteFormSchema = z.object({
  note: ReviewNoteSchema,
  reference: z.string(),
  reportedOn: z.string(),
});
const ReportedFormSchema = NoteFormSchema.extend({
  reference: ReportedOption.shape.reference,
  reportedOn: ReportedOption.shape.reportedOn,
});
const NOTHING_TYPED = { note: '', reference: '', reportedOn: '' };

/**
 * The MLRO's decision on a suspicion, made once: for a report, its NCA reference and day; either
 * way, a note of why. A refusal the fields caused shows at them; any other in the form.
 */
export function SuspicionDecisionDialog({
  request,
  onClose,
}: {
  request: SuspicionDecisionRequest | null;
  onClose: () => void;
}) {
  const decide = useDecideSuspicion();
  const reported = request?.decision === 'reported';
  const form = useSchemaForm(reported ? ReportedFormSchema : NoteFormSchema, NOTHING_TYPED);
  const busy = decide.isPending;
  const words = request && WORDS[request.decision];
  const serverProblem = form.formState.errors.root?.server?.message;

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ note, reference, reportedOn }) => {
    if (!request || !words) return;
    const { suspicion } = request;
    decide.mutate(
      request.decision === 'reported'
        ? { id: suspicion.id, decision: 'reported', note, reference, reportedOn }
        : { id: suspicion.id, decision: 'not-reported', note },
      {
        onSuccess: () => {
          toast.success(`Suspicion on order ${suspicion.orderNumber} ${words.done}`);
          close();
        },
        onError: (error) =>
          showServerProblems(error, form.setError, ['note', 'reference', 'reportedOn']),
      },
    );
  });

  return (
    <ModalDialog
      open={request !== null}
      title={words?.ask ?? ''}
      busy={busy}
      onClose={close}
      description={
        request &&
        words && (
          <>
            <p>{words.what}</p>
            <p className="text-sm text-slate-600">Order {request.suspicion.orderNumber}</p>
          </>
        )
      }
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="w-full space-y-4 text-left"
      >
        {reported && (
          <div className="grid gap-3 sm:grid-cols-2">
            <ReportFields
              referenceLabel="NCA reference"
              focusFirst
              reference={fieldOf(form, 'reference')}
              reportedOn={fieldOf(form, 'reportedOn')}
              disabled={busy}
            />
          </div>
        )}
        <TextAreaField
          label="Note"
          hint="Why you decided so, kept with the decision."
          {...(reported ? {} : { 'data-autofocus': true })}
          rows={4}
          required
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          {...fieldOf(form, 'note')}
          disabled={busy}
        />
        {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
        <div className="flex flex-wrap justify-center gap-3">
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            {busy ? 'Saving…' : 'Record the decision'}
          </button>
          <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
