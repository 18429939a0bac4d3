// The evaluation-count chart: our own small SVG (DESIGN §2: no chart library for one line). The
// drawing is one image with a summary; a slider over it reads one point at a time, by pointer
// hover or by focus and the arrow keys, with a tooltip such as "12 evaluations at 10:05".
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TimeMode } from '../../lib/time';
import { BASELINE, nearestIndex, paths, plotOf, steppedIndex, VIEW, xTicks, yScale } from './chart';
import { clockLabel, pointText, summarize, type Point } from './series';
import * as styles from './AnalyticsTab.css';

export type CountsChartProps = {
  points: readonly Point[];
  mode: TimeMode;
  /** The summary a screen reader hears instead of the drawing. */
  label: string;
};

/** The tooltip's place: its bottom above the point, shifted left by as much of its width as the point is far across. */
function tooltipAt(x: number, y: number) {
  const across = (x / VIEW.width) * 100;
  return { left: `${across}%`, top: `${(y / VIEW.height) * 100}%`, transform: `translate(-${across}%, -100%)` };
}

/** A filled line of counts per bucket: y from 0, time ticks in the user's time mode. */
export function CountsChart({ points, mode, label }: CountsChartProps) {
  const { max, ticks } = yScale(summarize(points).peak?.value ?? 0);
  const plot = plotOf(points.length, max);
  const { line, area } = paths(points, max);
  const right = VIEW.width - VIEW.right;
  // The point being read (kept when the series refreshes) and whether it shows.
  const [chosen, setChosen] = useState(Math.max(0, points.length - 1));
  const [shown, setShown] = useState({ hover: false, focus: false });
  const index = Math.min(chosen, points.length - 1);
  const point = points[index];
  const active = point && (shown.hover || shown.focus) ? point : null;
  const hover = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setChosen(nearestIndex(((event.clientX - box.left) / box.width) * VIEW.width, points.length));
    setShown((s) => ({ ...s, hover: true }));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = steppedIndex(event.key, index, points.length);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
  };
  return (
    <div className={styles.plot}>
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
        {active && <circle cx={plot.x(index)} cy={plot.y(active.value)} r={4.5} className={styles.marker} />}
        <text x={(VIEW.left + right) / 2} y={VIEW.height - 4} textAnchor="middle" className={styles.title}>
          {mode === 'utc' ? 'Time (UTC)' : 'Time (Local)'}
        </text>
        <text transform={`translate(12 ${VIEW.top + (BASELINE - VIEW.top) / 2}) rotate(-90)`} textAnchor="middle" className={styles.title}>
          Evaluations
        </text>
      </svg>
      {point && (
        <div
          role="slider"
          tabIndex={0}
          aria-label="Evaluations per time bucket"
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={points.length - 1}
          aria-valuenow={index}
          aria-valuetext={pointText(point, mode)}
          className={styles.scrubber}
          onPointerMove={hover}
          onPointerLeave={() => setShown((s) => ({ ...s, hover: false }))}
          onFocus={() => setShown((s) => ({ ...s, focus: true }))}
          onBlur={() => setShown((s) => ({ ...s, focus: false }))}
          onKeyDown={step}
        />
      )}
      {active && (
        <div aria-hidden="true" className={styles.tooltip} style={tooltipAt(plot.x(index), plot.y(active.value))}>
          {pointText(active, mode)}
        </div>
      )}
    </div>
  );
}
