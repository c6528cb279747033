import { Button, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { CreatedConfirmation } from './CreatedConfirmation';
import { notifySuccess } from './notify';

/** A record just created, as the page names it. */
export interface CreatedRecord {
  id: number;
  name: string;
}

interface CreatePageFrameProps {
  title: string;
  /** The last record created on this page, confirmed above the (emptied) form. */
  created: CreatedRecord | null;
  createdTitle: (record: CreatedRecord) => string;
  createdText: (record: CreatedRecord) => string;
  children: ReactNode;
}

/**
 * The page of a form that creates one record after another (a client, an organization): the heading, then the
 * confirmation of the last record created (it takes the focus), then the form.
 */
export function CreatePageFrame({
  title,
  created,
  createdTitle,
  createdText,
  children,
}: CreatePageFrameProps) {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {created && (
        <CreatedConfirmation key={created.id} title={createdTitle(created)}>
          {createdText(created)}
        </CreatedConfirmation>
      )}
      {children}
    </Stack>
  );
}

/** The last record created on a create page; `remember` also says so in a toast. */
export function useCreatedRecord(createdTitle: (record: CreatedRecord) => string) {
  const [created, setCreated] = useState<CreatedRecord | null>(null);
  function remember(record: CreatedRecord) {
    setCreated(record);
    notifySuccess(record.name, { title: createdTitle(record) });
  }
  return { created, remember };
}

/** A create form's `actions`: its submit button, busy while the form is being sent. */
export function createButton(label: string) {
  return ({ pending }: { pending: boolean }) => (
    <Button type="submit" loading={pending}>
      {label}
    </Button>
  );
}
