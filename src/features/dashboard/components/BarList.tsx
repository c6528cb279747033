import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from '../Dashboard.module.css';

export interface Bar {
  key: string;
  label: string;
  count: number;
  /** 0 to 1: the bar's length. */
  fraction: number;
  /** The figure written at the bar's end. */
  valueText: string;
  /** The lead list narrowed to this bar; none for a group the list cannot filter by (no source…). */
  href: string | null;
}

/**
 * Horizontal bars as plain HTML: each one is a link (Tab reaches it, Enter opens the list), its length is
 * decoration, and its figures are text. No chart library: this is all the drawing the dashboard needs.
 */
export function BarList({ bars, describedBy }: { bars: readonly Bar[]; describedBy: string }) {
  return (
    <ul className={classes.bars} aria-describedby={describedBy}>
      {bars.map((bar) => {
        const content = (
          <>
            <Text span size="sm" className={classes.label}>
              {bar.label}
            </Text>
            <span className={classes.track} aria-hidden="true">
              <span className={classes.fill} style={{ display: 'block', width: `${bar.fraction * 100}%` }} />
            </span>
            <Text span size="sm" ta="end">
              {bar.valueText}
            </Text>
          </>
        );
        return (
          <li key={bar.key}>
            {bar.href ? (
              <Link to={bar.href} className={classes.barLink}>
                {content}
              </Link>
            ) : (
              <div className={classes.barLink}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
