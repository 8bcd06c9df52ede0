import type { FormEvent } from 'react';

/** Props of `<ReportOtherField>`. */
export interface ReportOtherFieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: 'tel' | 'text';
  readonly value: string;
  readonly onInput: (event: FormEvent<HTMLInputElement>) => void;
}

/**
 * The report's extra input (`other`): the phone number for issue 3 or the reason for issue 4,
 * shown under its option, with the empty message element markFieldInvalid fills.
 */
export function ReportOtherField({ id, label, type, value, onInput }: ReportOtherFieldProps) {
  return (
    <div className="form-group ml-4 mt-2">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="other"
        type={type}
        // Another person's number or a free reason: the visitor's own autofill data would be wrong here.
        autoComplete="off"
        inputMode={type === 'tel' ? 'tel' : undefined}
        className="form-control"
        required
        value={value}
        onInput={onInput}
      />
      <div id={`${id}-error`} className="invalid-feedback" />
    </div>
  );
}
