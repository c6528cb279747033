import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundError } from '@/api/errors';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { shellMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';

/** Route-level boundary: a readable message and a way back, never a blank page. */
export function RouteError() {
  const t = useMessages(shellMessages);
  const error = useRouteError();
  const describe = useErrorText();
  if (error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404)) {
    return <NotFoundPage />;
  }
  // An API failure has its own words; anything else is the app's fault, said in general terms.
  const detail = isRouteErrorResponse(error) ? error.statusText : describe(error);
  return (
    <Stack p="md" maw={640}>
      <Title order={1} size="h2">
        {t('errorTitle')}
      </Title>
      <Alert color="red" role="alert">
        {t('errorText')}
        {detail && <pre style={{ whiteSpace: 'pre-wrap', margin: '0.5rem 0 0' }}>{detail}</pre>}
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
        <Button component={Link} to="/leads" variant="default">
          {t('backToLeads')}
        </Button>
      </Group>
    </Stack>
  );
}
