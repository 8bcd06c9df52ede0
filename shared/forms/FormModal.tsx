import { useMemo, type ReactNode } from 'react';
import type * as v from 'valibot';
import type { FormAnswer } from '../http/form-answer.ts';
import { Modal } from '../modal/Modal.tsx';
import type { ModalState } from '../modal/use-modal-state.ts';
import { showFormAnswer, type SuccessAnnouncer } from './show-form-answer.ts';
import { useFormSubmit, type FormSubmitContext } from './use-form-submit.ts';

/** Props of `<FormModal>`. */
export interface FormModalProps<Values> {
  /** The modal's state, from `useModalState(<modal id>)`. */
  readonly modal: ModalState;
  readonly title: ReactNode;
  /** Validates the form's values; its messages are shown on the fields (spec §5). */
  readonly schema: v.GenericSchema<unknown, Values>;
  /** Sends the valid values and resolves with the parsed STATUS/MESSAGE/CODE answer (`parseFormAnswer`). */
  readonly send: (values: Values, context: FormSubmitContext) => Promise<FormAnswer>;
  /** The submit button's text. */
  readonly submitLabel: string;
  /**
   * Renders the submit button disabled (a form that needs a choice first, spec §4's report). The
   * submit lock toggles the same attribute while sending, so change this only between submissions:
   * after a success, reset the state behind it once the lock has let go (see ReportModal).
   */
  readonly submitDisabled?: boolean;
  /**
   * Runs after a successful answer, once the form is reset and (unless `keepOpenOnSuccess`) the modal
   * closed. While the promise it may return is pending, the submit stays locked (a reload to come).
   */
  readonly onSuccess?: (values: Values, context: FormSubmitContext) => void | Promise<void>;
  /** Keeps the modal open after a success (a form that reloads the page instead). */
  readonly keepOpenOnSuccess?: boolean;
  /** Shows the server's success messages in place of the success toasts (before `onSuccess` runs). */
  readonly announceSuccess?: SuccessAnnouncer;
  /**
   * Content of the modal body above the form: neither submitted nor reset with it. Memoise it
   * (`useMemo`) with `children`: the body then does not re-render when the modal opens.
   */
  readonly before?: ReactNode;
  /** The form's fields (see `FormField`), memoised by the caller (see `before`). */
  readonly children: ReactNode;
}

/**
 * A `<Modal>` holding one form of the profile page, with the rules every such form shares: it
 * validates with `schema` (messages on the fields), sends once at a time through `useFormSubmit`
 * (transport failures become error toasts), shows the server's answer with `showFormAnswer`, and
 * on success resets the form and closes the modal. On any failure the modal stays open, the fields
 * keep what the user typed and the submit button is usable again.
 *
 * @example
 * const modal = useModalState('claimModal');
 * <FormModal modal={modal} title="Claim this profile" schema={ClaimFormSchema} submitLabel="Send"
 *   send={async (values, { signal }) => parseFormAnswer(await postForm(currentPageUrl(), values, { signal }))}>
 *   <FormField id="claim-name" name="name" label="Your name" />
 * </FormModal>
 */
export function FormModal<Values>({
  modal,
  title,
  schema,
  send,
  submitLabel,
  submitDisabled = false,
  onSuccess,
  keepOpenOnSuccess = false,
  announceSuccess,
  before,
  children,
}: FormModalProps<Values>) {
  const formId = `${modal.modalProps.id}-form`;
  const onSubmit = useFormSubmit(schema, async (values, context) => {
    const answer = await send(values, context);
    if (!showFormAnswer(answer, context.form, announceSuccess)) return;
    context.form.reset();
    if (!keepOpenOnSuccess) modal.close();
    await onSuccess?.(values, context);
  });

  // The same elements while the fields are the same: opening the modal re-renders its owner, and
  // the body's tree would otherwise render again in the tap's task (issue 19); React and Preact
  // skip an element they rendered last time.
  const body = useMemo(
    () => (
      <>
        {before}
        <form id={formId} noValidate onSubmit={onSubmit}>
          {children}
        </form>
      </>
    ),
    [before, children, formId, onSubmit],
  );
  const footer = useMemo(
    () => (
      // Outside the form (in .modal-footer), tied to it by `form`; the submit lock disables it while sending.
      <button type="submit" form={formId} className="btn btn-primary" disabled={submitDisabled}>
        {submitLabel}
      </button>
    ),
    [formId, submitDisabled, submitLabel],
  );

  return (
    <Modal {...modal.modalProps} title={title} footer={footer}>
      {body}
    </Modal>
  );
}
