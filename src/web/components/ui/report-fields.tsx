import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * A report's reference and day, as the MLRO records a report to the NCA or OFSI: each given its
 * form's registration and problem (`fieldOf(form, 'reference')`).
 */
export function ReportFields({
  reference,
  reportedOn,
  referenceLabel = 'Reference',
  focusFirst = false,
  disabled,
}: {
  reference: FieldProps;
  reportedOn: FieldProps;
  referenceLabel?: string;
  /** The reference takes the dialog's first focus (ModalDialog's `data-autofocus`). */
  focusFirst?: boolean;
  disabled: boolean;
}) {
  return (
    <>
      <TextField
        label={referenceLabel}
        required
        maxLength={100}
        autoComplete="off"
        {...(focusFirst ? { 'data-autofocus': true } : {})}
        {...reference}
        disabled={disabled}
      />
      <TextField label="Reported on" type="date" required {...reportedOn} disabled={disabled} />
    </>
  );
}
