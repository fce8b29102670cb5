import type { DailyCredits } from '../../db/dashboard';
import { html, type Html } from './html';

const WIDTH = 720;
const HEIGHT = 160;
const BASE = 130;

/** Credits debited and refunded per day as an SVG bar chart: rendered on the server, no script. */
export function creditsChart(days: DailyCredits[]): Html {
  const max = Math.max(1, ...days.map((d) => Math.max(d.debited, d.refunded)));
  const slot = WIDTH / days.length;
  const bar = Math.max(2, slot / 2 - 2);
  const height = (credits: number) =>
    credits === 0 ? 0 : Math.max(2, Math.round((credits / max) * (BASE - 20)));
  const total = days.reduce((sum, d) => sum + d.debited - d.refunded, 0);
  return html`<figure class="chart">
    <svg
      viewBox="0 0 ${WIDTH} ${HEIGHT}"
      width="100%"
      role="img"
      aria-label="Credits per day, last ${days.length} days: ${total} net"
    >
      <text x="0" y="10">${max} credits</text>
      <line x1="0" y1="${BASE}" x2="${WIDTH}" y2="${BASE}" stroke="#e4e7ec" />
      ${days.map((d, i) => {
        const x = Math.round(i * slot + 1);
        return html`<g data-day="${d.day}" data-debited="${d.debited}" data-refunded="${d.refunded}">
          <title>${d.day}: ${d.debited} debited, ${d.refunded} refunded</title>
          <rect
            class="debited"
            x="${x}"
            y="${BASE - height(d.debited)}"
            width="${bar}"
            height="${height(d.debited)}"
          />
          <rect
            class="refunded"
            x="${x + bar + 1}"
            y="${BASE - height(d.refunded)}"
            width="${bar}"
            height="${height(d.refunded)}"
          />
        </g>`;
      })}
      <text x="0" y="${HEIGHT - 4}">${days[0]?.day ?? ''}</text>
      <text x="${WIDTH}" y="${HEIGHT - 4}" text-anchor="end">${days[days.length - 1]?.day ?? ''}</text>
    </svg>
    <figcaption class="muted">
      Credits per day (UTC): <span class="legend-debited">debited</span> and
      <span class="legend-refunded">refunded</span>; hover a bar for its figures.
    </figcaption>
  </figure>`;
}
