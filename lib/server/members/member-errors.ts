// The messages of docs/product/errors-and-messages.md#message-catalogue for sign-up, verification and password reset,
// in one place so services and tests agree on the wording. The browser shows its own translation, chosen by `code`.
import { AppError } from '../errors/app-error';

export const memberErrors = {
  alreadyRegistered: () => new AppError('CONFLICT', 'E-mail or phone already registered', 'signup:errors.alreadyRegistered'),
  withdrawn: () => new AppError('EMAIL_WITHDRAWN', 'E-mail withdrawn, use another', 'signup:errors.withdrawn'),
  wrongCode: () => new AppError('WRONG_CODE', 'Wrong verification code', 'signup:errors.wrongCode'),
  verificationFailed: () => new AppError('VERIFICATION_FAILED', 'Verification failed.', 'signup:errors.verificationFailed'),
  notRegistered: () => new AppError('NOT_FOUND', 'The email is not registered with us.', 'password:errors.notRegistered'),
  invalidRequest: () => new AppError('BAD_REQUEST', 'Invalid request.', 'errors:invalidRequest'),
  /**
   * A social-only account asked for a reset link (docs/product/accounts.md#passwords). The page words the message
   * itself from the code, with the date in its own language: the date travels as `data.signedUpOn` (no key, as
   * before).
   */
  socialAccount: (signedUpOn: string) =>
    new AppError('SOCIAL_ACCOUNT', `You have signed up via social provider on ${signedUpOn}.`, undefined, { data: { signedUpOn } }),
};
