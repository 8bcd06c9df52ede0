/** Props of `<FormField>`: one labelled text control of a Bootstrap 4 form. */
export interface FormFieldProps {
  /** The control's id; its message element is `<id>-error` (see markFieldInvalid). */
  readonly id: string;
  /** The field name the server expects (contract: the spec's names). */
  readonly name: string;
  readonly label: string;
  /** The input's type; ignored for a textarea. */
  readonly type?: 'text' | 'email' | 'tel';
  /** The autofill token, such as `name`, `email` or `tel`. */
  readonly autoComplete?: string;
  /** Renders a textarea of this many rows instead of an input. */
  readonly rows?: number;
  /** Marked required for assistive technology; the form's schema does the checking. */
  readonly required?: boolean;
}

/**
 * A label, a text input (or textarea) and the empty `.invalid-feedback` element that
 * `markFieldInvalid` fills and names in `aria-describedby`. Uncontrolled, so that `form.reset()`
 * empties it and nothing the user typed depends on React state.
 */
export function FormField({ id, name, label, type = 'text', autoComplete, rows, required = false }: FormFieldProps) {
  return (
    <div className="form-group">
      <label htmlFor={id}>{label}</label>
      {rows === undefined ? (
        <input id={id} name={name} type={type} className="form-control" autoComplete={autoComplete} required={required} />
      ) : (
        <textarea id={id} name={name} rows={rows} className="form-control" autoComplete={autoComplete} required={required} />
      )}
      {/* Rendered here, empty, so that React owns it and markFieldInvalid only fills it. */}
      <div id={`${id}-error`} className="invalid-feedback" />
    </div>
  );
}
