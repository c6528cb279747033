import { ActionIcon } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { shellMessages } from './messages';

/** The phone's account menu button; shown alone until the menu's code has arrived. */
export function AccountMenuButton({
  initial,
  ...props
}: { initial: string | undefined } & Omit<ComponentProps<'button'>, 'children' | 'color' | 'style'>) {
  const t = useMessages(shellMessages);
  return (
    <ActionIcon
      variant="light"
      size="lg"
      radius="xl"
      hiddenFrom="sm"
      aria-label={t('accountMenu')}
      {...props}
    >
      <span aria-hidden="true">{initial ?? '·'}</span>
    </ActionIcon>
  );
}
