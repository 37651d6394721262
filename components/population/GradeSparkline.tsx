// A card's count in one grade over its daily snapshots (docs/product/certificates.md#population-report), as a small
// inline SVG: a step line (a count holds until the next day it changed), time to scale, the last point marked. No chart
// library: a path of a few dozen points. The numbers themselves are in the table beside it and in the label.
import styles from './Population.module.css';

export interface SparkPoint {
  /** YYYY-MM-DD */
  day: string;
  count: number;
}

const WIDTH = 120;
const HEIGHT = 28;
const PAD = 3;

export function GradeSparkline({ points, label }: { points: readonly SparkPoint[]; label: string }) {
  if (points.length === 0) return null;
  const times = points.map((point) => Date.parse(`${point.day}T00:00:00Z`));
  const first = times[0]!;
  const span = Math.max(1, times.at(-1)! - first);
  const max = Math.max(1, ...points.map((point) => point.count));
  const x = (time: number) => (PAD + ((time - first) / span) * (WIDTH - 2 * PAD)).toFixed(1);
  const y = (count: number) => (HEIGHT - PAD - (count / max) * (HEIGHT - 2 * PAD)).toFixed(1);
  const path =
    points.length === 1
      ? `M${PAD},${y(points[0]!.count)}H${WIDTH - PAD}`
      : points.map((point, index) => (index === 0 ? `M${x(times[0]!)},${y(point.count)}` : `H${x(times[index]!)}V${y(point.count)}`)).join('');
  const last = points.at(-1)!;
  return (
    <svg className={styles.sparkline} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx={points.length === 1 ? WIDTH - PAD : x(times.at(-1)!)} cy={y(last.count)} r="2.5" fill="currentColor" />
    </svg>
  );
}
