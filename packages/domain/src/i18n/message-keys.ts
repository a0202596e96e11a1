import type { ErrorCode } from '../errors/error-codes.js';

/*
 * The shape of a message catalogue, apart from the catalogues (messages-es.ts, messages-en.ts)
 * and from messages.ts that gathers them, so that neither imports the other back.
 */

export type SuccessKey =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'ok'
  | 'imageUploaded'
  | 'passwordUpdated'
  | 'loggedIn'
  | 'recoverSent'
  | 'verificationSent'
  | 'emailConfirmed'
  | 'registered'
  | 'tokenValid';

export type ValidationKey =
  | 'required'
  | 'numeric'
  | 'integer'
  | 'email'
  | 'branch'
  | 'minLength'
  | 'maxLength'
  | 'minValue'
  | 'maxValue'
  | 'length'
  | 'digits'
  | 'passwordMismatch'
  | 'nameMin'
  | 'paternalMin'
  | 'maternalMin'
  | 'passwordMin'
  | 'time'
  | 'date'
  | 'money'
  | 'positiveMoney'
  | 'percent'
  | 'moneyOrTotal'
  | 'sameStorage'
  | 'endAfterStart'
  | 'version'
  | 'invalid'
  | 'oneOf'
  | 'currentPassword'
  | 'body'
  | 'text'
  | 'type'
  | 'tooLarge'
  | 'unknownKey'
  | 'oneAnswer'
  | 'multipleOnOpen'
  | 'futureDate'
  | 'dateFrom'
  | 'step'
  | 'axis'
  | 'axisWithoutCylinder'
  | 'prismBase'
  | 'prismBaseWithoutPrism'
  | 'contactOnly'
  | 'transposedSphere'
  | 'acuity'
  | 'professionalLicense';

export interface Messages {
  errors: Record<ErrorCode, string>;
  success: Record<SuccessKey, string>;
  validation: Record<ValidationKey, string>;
}
