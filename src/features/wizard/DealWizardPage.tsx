import { Title } from '@mantine/core';

/** Placeholder until its issue lands. */
export function DealWizardPage() {
  return (
    <Title order={1} size="h2">
      New deal
    </Title>
  );
}
