import { Group, Text } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DayCount } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatShortDay } from '@/shared/lib/dates';
import classes from '../Dashboard.module.css';
import { dashboardMessages } from '../messages';
import { ChartFrame } from './ChartFrame';

const HEIGHT = 140;

/**
 * Hand-written SVG: one tab stop for the whole chart, arrows move between days (roving focus, so 180 days are
 * not 180 tab stops), Enter or a click opens the list for the day.
 */
export function PerDayChart({ days, linkFor }: { days: readonly DayCount[]; linkFor(day: string): string }) {
  const t = useMessages(dashboardMessages);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const bars = useRef<Array<{ focus(): void } | null>>([]);
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((entry) => entry.count));
  const busiest = days.reduce((best, entry) => (entry.count > best.count ? entry : best));
  const total = days.reduce((sum, entry) => sum + entry.count, 0);
  const width = Math.max(days.length * 12, 240);
  const barWidth = width / days.length;
  const focusDay = Math.min(current, days.length - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(days.length - 1, index));
    setCurrent(next);
    bars.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<Element>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: days.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    }
  };

  return (
    <ChartFrame
      title={t('perDayTitle')}
      summary={t('perDaySummary', {
        total,
        days: days.length,
        day: formatShortDay(busiest.day, locale),
        max: busiest.count,
      })}
      columns={[{ header: t('colDay') }, { header: t('colCount'), numeric: true }]}
      rows={days.map((entry) => ({ key: entry.day, cells: [entry.day, entry.count] }))}
    >
      {() => (
        <>
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            style={{ width: '100%', height: HEIGHT, display: 'block' }}
          >
            <title>{t('perDayTitle')}</title>
            {days.map((entry, index) => {
              const height = Math.max(entry.count > 0 ? 2 : 0, (entry.count / max) * (HEIGHT - 4));
              return (
                <a
                  key={entry.day}
                  ref={(node) => {
                    bars.current[index] = node;
                  }}
                  href={linkFor(entry.day)}
                  tabIndex={index === focusDay ? 0 : -1}
                  aria-label={t('openList', { label: formatShortDay(entry.day, locale), count: entry.count })}
                  className={classes.day}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(linkFor(entry.day));
                  }}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onFocus={() => setCurrent(index)}
                >
                  {/* The whole column is the target, so a day with few leads is as easy to hit as a busy one. */}
                  <rect x={index * barWidth} y={0} width={barWidth} height={HEIGHT} fill="transparent" />
                  <rect
                    x={index * barWidth + barWidth * 0.1}
                    y={HEIGHT - height}
                    width={barWidth * 0.8}
                    height={height}
                    fill="var(--mantine-primary-color-filled)"
                  />
                </a>
              );
            })}
          </svg>
          {/* The axis is for the eye; the summary and the table carry the same facts for screen readers. */}
          <Group justify="space-between" aria-hidden="true" mt={4}>
            <Text size="xs">{formatShortDay(days[0]?.day ?? busiest.day, locale)}</Text>
            <Text size="xs">{formatShortDay(days[days.length - 1]?.day ?? busiest.day, locale)}</Text>
          </Group>
          <Text size="xs" mt={4}>
            {t('perDayHint')}
          </Text>
        </>
      )}
    </ChartFrame>
  );
}
