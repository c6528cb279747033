import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import visuallyHidden from '@/shared/ui/visuallyHidden.module.css';
import { useWaitingCount } from '../hooks/useWaitingCount';
import { deskMessages } from '../messages';
import classes from './InboxNavBadge.module.css';

/**
 * The count beside the Inbox link: leads to answer now or late, and the backlog's own number beside it (never
 * hidden); the numbers for the eye, a sentence for the screen reader.
 */
export function InboxNavBadge() {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const count = useWaitingCount();
  if (!count || count.due + count.backlog === 0) return null;
  return (
    <>
      {count.due > 0 && (
        <span className={classes.badge} aria-hidden="true">
          {formatCount(count.due, locale)}
        </span>
      )}
      {count.backlog > 0 && (
        <span className={classes.backlog} aria-hidden="true">
          {formatCount(count.backlog, locale)}
        </span>
      )}
      <span className={visuallyHidden.hidden}>
        {`, ${t('waitingBadge', { count: count.due })}, ${t('backlogBadge', { count: count.backlog })}`}
      </span>
    </>
  );
}
