import { Title } from '@mantine/core';

/** Placeholder until its issue lands. */
export function LeadDetailPage() {
  return (
    <Title order={1} size="h2">
      Lead
    </Title>
  );
}
