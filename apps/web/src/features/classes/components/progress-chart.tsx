import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ProgressGame } from '@ecoscha/contracts';
import { formatAverage } from '@/lib/report-format';
import { useLanguage } from '@/lib/use-language';
import styles from './progress.module.css';

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 20;
const TOP = 14;

/** The top of the scale: the highest average rounded up to a ten (at least 10). */
function scaleTop(games: readonly ProgressGame[]): number {
  const values = games.flatMap((game) => [game.averages.opening ?? 0, game.averages.closing ?? 0]);
  return Math.max(10, Math.ceil(Math.max(0, ...values) / 10) * 10);
}

/**
 * The class's opening and closing quiz averages per game, oldest first: two bars a game, in the
 * two colours of the legend. The same numbers stand in a table read by screen readers.
 */
export function ProgressChart({ games }: { games: readonly ProgressGame[] }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const titleId = useId();
  const top = scaleTop(games);
  const slot = (WIDTH - AXIS) / Math.max(games.length, 1);
  const bar = Math.min(18, slot / 3);
  const y = (value: number) => TOP + (HEIGHT - TOP - AXIS) * (1 - value / top);
  const value = (average: number | null) => formatAverage(average, language) ?? '–';
  const series = [
    { key: 'opening', className: styles.opening, offset: -bar },
    { key: 'closing', className: styles.closing, offset: 0 },
  ] as const;
  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className="box-title">
        {t('progress.chartTitle')}
      </figcaption>
      <p className={styles.legend} aria-hidden="true">
        <span className={`${styles.swatch} ${styles.opening}`} />
        {t('progress.opening')}
        <span className={`${styles.swatch} ${styles.closing}`} />
        {t('progress.closing')}
      </p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="progress-chart"
      >
        <line className={styles.axis} x1={AXIS} x2={WIDTH} y1={y(0)} y2={y(0)} />
        <text className={styles.tick} x={AXIS - 4} y={y(top) + 4} textAnchor="end">
          {top}
        </text>
        <text className={styles.tick} x={AXIS - 4} y={y(0)} textAnchor="end">
          0
        </text>
        {series.map(({ key, className, offset }) => (
          <g key={key} className={className} data-series={key}>
            {games.map((game, index) => {
              const average = game.averages[key];
              const centre = AXIS + slot * (index + 0.5);
              return average === null ? null : (
                <rect
                  key={game.sessionId}
                  x={centre + offset}
                  y={y(average)}
                  width={bar}
                  height={Math.max(y(0) - y(average), 1)}
                />
              );
            })}
          </g>
        ))}
        {games.map((game, index) => (
          <text
            key={game.sessionId}
            className={styles.tick}
            x={AXIS + slot * (index + 0.5)}
            y={HEIGHT - 4}
            textAnchor="middle"
          >
            {t('progress.gameShort', { number: index + 1 })}
          </text>
        ))}
      </svg>
      <table className="sr-only" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('progress.game', { number: '' })}</th>
            <th scope="col">{t('progress.opening')}</th>
            <th scope="col">{t('progress.closing')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game, index) => (
            <tr key={game.sessionId}>
              <th scope="row">{t('progress.game', { number: index + 1 })}</th>
              <td>{value(game.averages.opening)}</td>
              <td>{value(game.averages.closing)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
