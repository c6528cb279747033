import { Title } from '@mantine/core';

/** Placeholder until its issue lands. */
export function LeadEditPage() {
  return (
    <Title order={1} size="h2">
      Edit lead
    </Title>
  );
}
