import { Button } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useDesk } from '../hooks/useDesk';
import { deskMessages } from '../messages';

export interface MineFilterButtonProps {
  /** The view's owner filter, as in the URL (`owner=7`). */
  owner: readonly number[] | undefined;
  onChange(owner: number[] | undefined): void;
}

/**
 * "Mine": the owner filter set to me, kept in the URL as `owner=<my id>` like any other filter. Asks who I am the
 * first time, when the staff list does not say.
 */
export function MineFilterButton({ owner, onChange }: MineFilterButtonProps) {
  const t = useMessages(deskMessages);
  const desk = useDesk();
  const pressed = desk.me !== null && owner?.length === 1 && owner[0] === desk.me.id;
  return (
    <Button
      // A toggle beside the filters, as wide as its word: in the pages' column stacks it would stretch across.
      w="fit-content"
      // A toggle that is on is tinted, not filled: the filled button is the screen's one primary action.
      variant={pressed ? 'light' : 'default'}
      aria-pressed={pressed}
      onClick={async () => {
        if (pressed) {
          onChange(undefined);
          return;
        }
        const me = await desk.requireMe();
        if (me !== null) onChange([me]);
      }}
    >
      {t('mine')}
    </Button>
  );
}
