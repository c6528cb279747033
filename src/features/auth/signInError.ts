import { isApiError, NetworkError, OAuthError, RateLimitedError } from '../../api/errors';
import type { Translate } from '../../shared/i18n/I18nProvider';
import type { authMessages } from './messages';

type AuthKey = keyof (typeof authMessages)['en'];

/** One readable sentence for each way a sign-in can fail. */
export function signInErrorMessage(error: unknown, t: Translate<AuthKey>): string {
  if (error instanceof OAuthError) {
    if (error.code === 'invalid_client') return t('invalidClient');
    if (error.code === 'invalid_grant') return t('invalidGrant');
    return t('unexpected', { detail: error.message });
  }
  if (error instanceof RateLimitedError) return t('rateLimited', { seconds: error.retryAfterSeconds });
  if (error instanceof NetworkError) return t('unreachable');
  if (isApiError(error)) return t('unexpected', { detail: error.message });
  return t('unexpected', { detail: error instanceof Error ? error.message : String(error) });
}
