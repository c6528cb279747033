import { Alert, Anchor, List } from '@mantine/core';
import { forwardRef } from 'react';

export interface ErrorSummaryItem {
  /** The input's id, for the link; absent for fields the form does not show. */
  targetId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: ErrorSummaryItem[];
}

/**
 * GOV.UK-style error summary: every problem in one list at the top, each linking to its input.
 * Focus it after a failed submit only when no field took the focus.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, items },
  ref,
) {
  if (items.length === 0) return null;
  return (
    <Alert ref={ref} color="red" title={title} role="alert" tabIndex={-1}>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={`${item.targetId ?? ''}:${item.message}`}>
            {item.targetId ? (
              <Anchor
                href={`#${item.targetId}`}
                // Blue or red on the alert's red tint fails contrast (axe); body text, underlined, reads as a link.
                c="var(--mantine-color-text)"
                underline="always"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.targetId ?? '')?.focus();
                }}
              >
                {item.message}
              </Anchor>
            ) : (
              item.message
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
});
