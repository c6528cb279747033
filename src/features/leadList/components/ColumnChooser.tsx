import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { useOpenedOnce } from '@/shared/ui/useOpenedOnce';
import type { ColumnPrefs } from '../lib/columnPrefs';
import { leadListMessages } from '../messages';
import type { FieldContext } from './leadFields';

// The dialog (Mantine's Modal, checkboxes) is fetched by the first press of the button, not with the list.
const loadDialog = async () => {
  const [module] = await Promise.all([import('./ColumnChooserDialog'), loadLaterStyles()]);
  return { default: module.ColumnChooserDialog };
};
const ColumnChooserDialog = lazy(loadDialog);

export interface ColumnChooserProps {
  prefs: ColumnPrefs;
  onChange(prefs: ColumnPrefs): void;
  fieldContext: FieldContext;
}

/** Show, hide, order and size columns with plain controls, so it all works by keyboard and screen reader. */
export function ColumnChooser({ prefs, onChange, fieldContext }: ColumnChooserProps) {
  const t = useMessages(leadListMessages);
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  return (
    <>
      <Button variant="default" onClick={open} onPointerEnter={() => void loadDialog()}>
        {t('columns')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ColumnChooserDialog
            prefs={prefs}
            onChange={onChange}
            fieldContext={fieldContext}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
