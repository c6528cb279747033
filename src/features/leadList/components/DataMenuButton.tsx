import { Button } from '@mantine/core';
import { forwardRef } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadListMessages } from '../messages';

/** The menu's button; shown alone until the menu's code has arrived. */
export const DataMenuButton = forwardRef<
  HTMLButtonElement,
  { onClick?: () => void; onPointerEnter?: () => void }
>(function DataMenuButton(props, ref) {
  const t = useMessages(leadListMessages);
  return (
    <Button
      ref={ref}
      variant="default"
      aria-haspopup="menu"
      rightSection={<span aria-hidden="true">▾</span>}
      {...props}
    >
      {t('dataMenu')}
    </Button>
  );
});
