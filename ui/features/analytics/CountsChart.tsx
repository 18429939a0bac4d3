// The evaluation-count chart: our own small SVG (DESIGN §2: no chart library for one line).
import type { TimeMode } from '../../lib/time';
import { BASELINE, paths, plotOf, VIEW, xTicks, yScale } from './chart';
import { clockLabel, summarize, type Point } from './series';
import * as styles from './AnalyticsTab.css';

export type CountsChartProps = {
  points: readonly Point[];
  mode: TimeMode;
  /** The summary a screen reader hears instead of the drawing. */
  label: string;
};

/** A filled line of counts per bucket: y from 0, time ticks in the user's time mode. */
export function CountsChart({ points, mode, label }: CountsChartProps) {
  const { max, ticks } = yScale(summarize(points).peak?.value ?? 0);
  const plot = plotOf(points.length, max);
  const { line, area } = paths(points, max);
  const right = VIEW.width - VIEW.right;
  return (
    <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} role="img" aria-label={label} className={styles.chart}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={VIEW.left} x2={right} y1={plot.y(t)} y2={plot.y(t)} className={t ? styles.grid : styles.axis} />
          <text x={VIEW.left - 6} y={plot.y(t)} dy="0.32em" textAnchor="end" className={styles.tick}>
            {t}
          </text>
        </g>
      ))}
      {xTicks(points).map((i) => (
        <text key={i} x={plot.x(i)} y={BASELINE + 16} textAnchor="middle" className={styles.tick}>
          {clockLabel(points[i]?.time ?? 0, mode)}
        </text>
      ))}
      <path d={area} className={styles.area} />
      <path d={line} className={styles.line} />
      <text x={(VIEW.left + right) / 2} y={VIEW.height - 4} textAnchor="middle" className={styles.title}>
        {mode === 'utc' ? 'Time (UTC)' : 'Time (Local)'}
      </text>
      <text transform={`translate(12 ${VIEW.top + (BASELINE - VIEW.top) / 2}) rotate(-90)`} textAnchor="middle" className={styles.title}>
        Evaluations
      </text>
    </svg>
  );
}
