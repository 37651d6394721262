// Failures of a social sign-in. Each ends on the translated failure page (GET callback) or as a 4xx JSON
// answer (POST endpoints), with the messages of docs/product/errors-and-messages.md#social-login; never a 500.
import { AppError } from '../errors/app-error';
import type { ErrorCode } from '@/lib/shared/errors';
import type { OAuthProviderName } from './providers';

export const FAILURE_REASONS = ['connectFailed', 'noEmail', 'withdrawn', 'linkFailed'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

const LABELS: Record<OAuthProviderName, string> = { facebook: 'Facebook', kakao: 'Kakao', line: 'LINE' };

const DETAILS: Record<FailureReason, { code: ErrorCode; message: (provider?: OAuthProviderName) => string }> = {
  connectFailed: { code: 'BAD_REQUEST', message: () => 'Fail to connect with social account.' },
  noEmail: { code: 'BAD_REQUEST', message: () => 'E-mail not registered with the social provider.' },
  withdrawn: { code: 'FORBIDDEN', message: () => 'This e-mail belongs to a withdrawn account. Please use another e-mail.' },
  linkFailed: { code: 'CONFLICT', message: (provider) => `${provider ? LABELS[provider] : 'Social'} account link failed.` },
};

export class SocialLoginError extends AppError {
  constructor(
    readonly reason: FailureReason,
    readonly provider?: OAuthProviderName,
  ) {
    super(DETAILS[reason].code, DETAILS[reason].message(provider), `social:errors.${reason}`);
    this.name = 'SocialLoginError';
  }
}

export function isFailureReason(value: unknown): value is FailureReason {
  return typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value);
}
