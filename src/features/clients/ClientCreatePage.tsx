import { Title } from '@mantine/core';

/** Placeholder until its issue lands. */
export function ClientCreatePage() {
  return (
    <Title order={1} size="h2">
      New client
    </Title>
  );
}
