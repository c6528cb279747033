import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Shown after a create form has emptied itself: it takes the focus, so that the eye and the screen reader
 * land on what was created. Give it the record's id as `key`, so each new record takes the focus again.
 */
export function CreatedConfirmation({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} role="status" color="green" title={title}>
      {children}
    </Alert>
  );
}
