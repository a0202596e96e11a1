/**
 * The error catalogue: numbered codes of the specification (section 8) and the named codes
 * for rules it names without a number. Each code carries its HTTP status; the messages live
 * in ../i18n so the API and the web client speak with the same words.
 */
export const ERROR_CODES = {
  100: 500,
  101: 409,
  102: 409,
  522: 409,
  523: 409,
  524: 422,
  525: 409,
  550: 409,
  551: 409,
  552: 409,
  553: 409,
  554: 409,
  555: 409,
  666: 422,
  invalid_input: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_verified: 403,
  account_pending: 403,
  account_disabled: 403,
  not_found: 404,
  too_many_attempts: 429,
  invalid_token: 400,
  password_mismatch: 400,
  wrong_file_format: 400,
  wrong_image_format: 400,
  image_too_small: 400,
  invalid_amount: 422,
  open_audit_required: 422,
  invalid_state: 409,
  not_latest_version: 409,
  delete_error: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  own_account: 409,
  last_super_admin: 409,
  /** docs/rules.md, Privacy and accounts: this role signs in with two factors; set them up first. */
  mfa_required: 403,
  /** A wrong, used or expired second-factor code, or an expired two-factor sign-in. */
  mfa_invalid: 401,
  /** Two-factor sign-in is already on: it is set up again only after it is turned off or reset. */
  mfa_enabled: 409,
  /** Two-factor sign-in is turned on only after auth/mfa/setup. */
  mfa_not_set_up: 409,
  /** Another super_admin resets a user's two-factor sign-in, never the user themselves. */
  mfa_own_reset: 409,
  question_type_locked: 409,
  open_question_answers: 409,
  question_nested: 409,
  question_cycle: 409,
  answer_has_questions: 409,
  outside_hours: 409,
  invalid_transition: 409,
  empty_sale: 409,
  audit_closed: 409,
  /** A prescription is printed with its doctor's cédula profesional (docs/rules.md). */
  professional_license_required: 422,
  /** A lab order is ENTREGADO only once its sale is PAGADO (docs/rules.md, Lab orders). */
  lab_order_unpaid: 409,
  /** A prescription sent to a laboratory is not changed; a correction is a new one (docs/rules.md). */
  prescription_in_lab_order: 409,
  /** A lab order's prescription is one of its sale's customer's (docs/rules.md, Lab orders). */
  lab_order_prescription: 422,
  /** The PAC did not answer, timed out, failed or refused Iris's credentials: nothing was stamped. */
  pac_unavailable: 503,
  /** The PAC refused the CFDI; `data` carries its own code and text (docs/rules.md, Invoicing). */
  pac_refused: 422,
  /** A CSD refused on upload; `data.reason` says which check failed (docs/rules.md, Invoicing). */
  csd_invalid: 422,
  /** The branch has no fiscal issuer, or its issuer no valid CSD (docs/rules.md, Invoicing). */
  issuer_required: 422,
  /** Two issuers with one RFC (docs/rules.md, Invoicing: an issuer is a legal entity). */
  issuer_rfc_taken: 409,
  /** docs/rules.md, Invoicing: the customer's fiscal data is missing or incomplete (data.errors). */
  fiscal_data_required: 422,
  /** Only an EJECUTADO sale is invoiced. */
  sale_not_invoiceable: 409,
  /** A sale is covered by at most one valid CFDI. */
  sale_already_invoiced: 409,
  /** Another request is stamping this sale's CFDI right now. */
  invoice_in_progress: 409,
  /** A sale with a valid CFDI is not cancelled until that CFDI is. */
  invoice_active: 409,
  /** A CFDI whose cancellation waits for its receiver is not asked to cancel again. */
  invoice_cancel_pending: 409,
  /** A global invoice covers a whole closed period of its issuer, with sales nobody invoiced. */
  global_period_invalid: 422,
  global_period_empty: 422,
  /** The cancellation asked for does not fit the CFDI (reason 04 of a customer's invoice…). */
  cancel_reason_invalid: 422,
  /** What a CFDI needs from the catalogue is missing (a product's SAT keys, a method's c_FormaPago). */
  invoice_data_missing: 422,
  /** A patient is anonymised only five years after their last clinical act (docs/rules.md). */
  retention_period: 409,
  /** Only a blocked patient (a cancelación) is anonymised (docs/rules.md, Privacy and accounts). */
  customer_not_blocked: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return (
    (typeof value === 'string' || typeof value === 'number') && Object.hasOwn(ERROR_CODES, value)
  );
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}
