import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { getRateLimitState, subscribeRateLimit } from '@/api/rateLimit';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { CheckboxField } from '@/shared/forms/CheckboxField';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useCountdown } from '@/shared/ui/useCountdown';
import { signInErrorMessage } from '../lib/signInError';
import { authMessages } from '../messages';
import { useSessionManager } from './SessionContext';

function signInSchema(needsIntegration: boolean) {
  return z
    .object({
      username: z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.email('emailInvalid')),
      password: z.string().check(z.minLength(1, 'passwordRequired')),
      remember: z.boolean(),
      clientId: z.string(),
      clientSecret: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (!needsIntegration) return;
        if (!values.clientId.trim())
          context.addIssue({ code: 'custom', path: ['clientId'], message: 'clientIdRequired' });
        if (!values.clientSecret) {
          context.addIssue({ code: 'custom', path: ['clientSecret'], message: 'clientSecretRequired' });
        }
      }),
    );
}
type SignInValues = z.output<ReturnType<typeof signInSchema>>;
type MessageKey = keyof (typeof authMessages)['en'];

export interface SignInFormProps {
  /** The account to sign back in as, in the re-authentication dialog. */
  username?: string;
  /** The "keep me signed in" choice to start from (the dialog keeps the session's own). */
  remember?: boolean;
  onSignedIn?: () => void;
}

export function SignInForm({ username = '', remember = false, onSignedIn }: SignInFormProps) {
  const t = useMessages(authMessages);
  const { locale } = useLocale();
  const config = useRuntimeConfig();
  const manager = useSessionManager();
  const needsIntegration = config.integration === 'browser';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema(needsIntegration)),
    defaultValues: { username, password: '', remember, clientId: '', clientSecret: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The API client waits out a short 429 by itself; while it does, the user learns why nothing happens.
  const { waitingUntil } = useSyncExternalStore(subscribeRateLimit, getRateLimitState);
  const waitSeconds = useCountdown(isSubmitting ? waitingUntil : null);
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);

  // Signing back in: the account is known, so the cursor starts where the user has to type.
  const { setFocus } = form;
  useEffect(() => {
    if (username) setFocus('password');
  }, [username, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await manager.signIn({
        username: values.username.trim(),
        password: values.password,
        remember: values.remember,
        integration: needsIntegration
          ? { clientId: values.clientId.trim(), clientSecret: values.clientSecret }
          : undefined,
      });
      onSignedIn?.();
    } catch (error) {
      form.setValue('password', '');
      setFailure(signInErrorMessage(error, t, locale));
      form.setFocus('password');
    }
  });

  return (
    // method="post": should a submit ever escape the script, the password still stays out of the address.
    <form method="post" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert" title={t('failedTitle')}>
            {failure}
          </Alert>
        )}
        {waitSeconds !== null && (
          <Alert color="yellow" role="status" title={t('waitingTitle')}>
            {t('waiting', { seconds: waitSeconds })}
          </Alert>
        )}
        {config.sandboxLogin && (
          <Alert color="blue" role="note" title={t('sandboxTitle')}>
            <Stack gap="xs" align="flex-start">
              <span>{t('sandboxText', config.sandboxLogin)}</span>
              <Button
                variant="white"
                size="compact-sm"
                onClick={() => {
                  if (!config.sandboxLogin) return;
                  form.setValue('username', config.sandboxLogin.username);
                  form.setValue('password', config.sandboxLogin.password);
                }}
              >
                {t('useDemo')}
              </Button>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username"
          required
          // Signing back in continues this account's work; another account starts from "Sign out instead".
          readOnly={Boolean(username)}
          error={fieldError(errors.username?.message)}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('password')}
          // In the re-login dialog the account is known: the cursor waits where the typing starts.
          data-autofocus={username ? true : undefined}
          autoComplete="current-password"
          required
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        {needsIntegration && (
          <Fieldset legend={t('integration')}>
            <Stack gap="sm">
              <TextInput
                label={t('clientId')}
                description={t('integrationHint')}
                required
                error={fieldError(errors.clientId?.message)}
                {...form.register('clientId')}
              />
              <PasswordInput
                label={t('clientSecret')}
                autoComplete="off"
                required
                error={fieldError(errors.clientSecret?.message)}
                {...form.register('clientSecret')}
              />
            </Stack>
          </Fieldset>
        )}
        <CheckboxField
          control={form.control}
          name="remember"
          label={t('remember')}
          description={t('rememberHint')}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
