/**
 * The markup inside an agency-form root, as the template writes it: the contract's field names, the
 * "Add new profile" button, the status line and the locked fields' reason. Named once here, so the
 * widget's files never spell these attributes themselves.
 */
export const agencyFormMarkup = {
  nameField: 'agency_name',
  phoneField: 'agency_phone',
  emailField: 'agency_email',
  addProfile: 'data-agency-add-profile',
  status: 'data-agency-status',
  lockReason: 'data-agency-lock-reason',
} as const;
