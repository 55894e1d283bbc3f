// Daily use over the cycle as three small SVG bar charts (internet, minutes, SMS), hand-drawn: thirty-odd rectangles
// do not need a chart library (docs/decisions.md). Each chart is an image with a short description (total, busiest
// day); every day's figures are in a table for screen readers. Today's bar is outlined and labelled "azi", days
// without use are a thin grey bar: nothing is told by colour alone.
import React from "react";
import { formatDateRo } from "../../../domain/dates";
import { DAILY_MEASURES, dailyMax, dailyTotal, type DailyMeasure, type DayUsage } from "../../../domain/usage/dailyUsage";
import { formatVolumeRo } from "../../../domain/usage/usageFormat";
import { formatQuantityRo } from "../../../domain/usage/consumption";
import { roServices } from "../../../i18n/ro/services";

const t = roServices.daily;
const W = 310;
const H = 140;
const BASE = 118;

/** A measure's figure as text: "523,4 MB", "12,5 min", "3 SMS". */
function figure(measure: DailyMeasure, value: number): string {
  if (measure === "dataMb") return formatVolumeRo(value);
  if (measure === "minutes") return t.minutes(formatQuantityRo(value));
  return t.sms(value);
}

const dayNumber = (day: string) => String(Number(day.slice(8, 10)));

function MeasureChart({ measure, days, today }: { measure: DailyMeasure; days: DayUsage[]; today: string }): React.ReactElement {
  const top = dailyMax(days, measure);
  const peak = top > 0 ? days.find((d) => d[measure] === top) : undefined;
  const slot = W / Math.max(1, days.length);
  // A label every few days keeps the axis readable on a 31-day cycle.
  const every = Math.max(1, Math.ceil(days.length / 8));
  const id = `usage-daily-${measure}`;
  return (
    <figure>
      <figcaption id={`${id}-title`}>{t.chartTitle[measure]}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>
          {t.summary(
            figure(measure, dailyTotal(days, measure)),
            peak ? figure(measure, top) : null,
            peak ? formatDateRo(peak.day, "long") : null,
          )}
        </desc>
        <line x1="0" x2={W} y1={BASE} y2={BASE} />
        {days.map((d, i) => {
          const value = d[measure];
          const h = value <= 0 || top <= 0 ? 1.5 : Math.max(2, (value / top) * (BASE - 10));
          return (
            <g key={d.day}>
              <rect
                x={i * slot + slot * 0.15}
                y={BASE - h}
                width={slot * 0.7}
                height={h}
                rx={1}
                data-empty={value <= 0 ? "" : undefined}
                data-today={d.day === today ? "" : undefined}
              />
              {i % every === 0 || d.day === today ? (
                <text x={i * slot + slot / 2} y={H - 8} textAnchor="middle">
                  {d.day === today ? t.today : dayNumber(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function DailyUsageChart({ days, today }: { days: DayUsage[]; today: string }): React.ReactElement {
  const first = days[0]?.day ?? today;
  const last = days[days.length - 1]?.day ?? today;
  return (
    <>
      <div className="usage-daily-charts">
        {DAILY_MEASURES.map((m) => (
          <MeasureChart key={m} measure={m} days={days} today={today} />
        ))}
      </div>
      <table className="sr-only">
        <caption>{t.tableCaption(formatDateRo(first, "long"), formatDateRo(last, "long"))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            {DAILY_MEASURES.map((m) => (
              <th key={m} scope="col">
                {t.measures[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDateRo(d.day, "long")}</th>
              {DAILY_MEASURES.map((m) => (
                <td key={m}>{figure(m, d[m])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
