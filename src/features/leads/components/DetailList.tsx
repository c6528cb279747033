import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** null shows the "not set" text, dimmed. */
  value: ReactNode;
}

/** Label–value pairs as a description list: screen readers announce each pair together. */
export function DetailList({ items, notSet }: { items: DetailItem[]; notSet: string }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(9rem, max-content) 1fr', gap: '0.25rem 1.5rem' }}
    >
      {items.map((item) => (
        <Box key={item.label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.value ?? (
              <Text span size="sm" c="dimmed">
                {notSet}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
