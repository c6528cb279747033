import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useNowSeconds } from '../hooks/useNowSeconds';
import { formatWaiting, waitLevel } from '../lib/waitingTime';
import { deskMessages } from '../messages';
import { waitingSeconds } from '../queries';
import classes from './WaitingTime.module.css';

const ICONS = { onTime: '●', late: '▲', overdue: '■' } as const;

/** "▲ 23 min": colour, shape and words all say how late it is (colour is never the only signal). */
export function WaitingTime({ dtCreate, targets }: { dtCreate: number; targets: readonly [number, number] }) {
  const nowSeconds = useNowSeconds();
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const seconds = waitingSeconds(dtCreate, nowSeconds);
  const level = waitLevel(seconds, targets);
  const time = formatWaiting(seconds, locale);
  return (
    <span className={classes.time} data-level={level} title={t('waitedFor', { level: t(level), time })}>
      <span aria-hidden="true" className={classes.icon}>
        {ICONS[level]}
      </span>
      <span className={classes.level}>{t(level)}</span> {time}
    </span>
  );
}
