import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { useDesk } from '../hooks/useDesk';
import { useWaitingCount } from '../hooks/useWaitingCount';
import { deskMessages } from '../messages';
import classes from './InboxNavBadge.module.css';

/** The count beside the Inbox link: the number for the eye, a sentence for the screen reader. */
export function InboxNavBadge() {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const desk = useDesk();
  const count = useWaitingCount(desk.waitingRule(false));
  if (!count) return null;
  return (
    <>
      <span className={classes.badge} aria-hidden="true">
        {formatCount(count, locale)}
      </span>
      <span className={classes.hidden}>{`, ${t('waitingBadge', { count })}`}</span>
    </>
  );
}
