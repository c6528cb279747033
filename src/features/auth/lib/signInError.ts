import { NetworkError, OAuthError, RateLimitedError } from '@/api/errors';
import { errorText } from '@/shared/i18n/errorText';
import type { Translate } from '@/shared/i18n/I18nProvider';
import type { Locale } from '@/shared/i18n/locale';
import type { authMessages } from '../messages';

type AuthKey = keyof (typeof authMessages)['en'];

/** One readable sentence for each way a sign-in can fail. */
export function signInErrorMessage(error: unknown, t: Translate<AuthKey>, locale: Locale): string {
  if (error instanceof OAuthError) {
    if (error.code === 'invalid_client') return t('invalidClient');
    if (error.code === 'invalid_grant') return t('invalidGrant');
    return t('unexpected', { detail: error.message });
  }
  if (error instanceof RateLimitedError) return t('rateLimited', { seconds: error.retryAfterSeconds });
  if (error instanceof NetworkError) return t('unreachable');
  return t('unexpected', { detail: errorText(error, locale) });
}
