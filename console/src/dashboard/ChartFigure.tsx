import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { mutedText } from '../ui/styles';
import type { ChartSpec, ChartTable } from './chartSpec';
import { drawChart } from './drawChart';

const figure = css`
  margin: 0;
  figcaption { font-weight: 700; margin-bottom: 0.5rem; }
`;
const canvasBox = css`
  position: relative;
  height: 16rem;
`;

interface ChartFigureProps {
  title: string;
  spec: ChartSpec;
  table: ChartTable;
}

/**
 * A chart with its numbers as a table for screen readers (the canvas is
 * hidden from them). The table is rendered whatever happens to the drawing.
 */
export function ChartFigure({ title, spec, table }: ChartFigureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();

  useEffect(() => {
    let current = true;
    let remove: (() => void) | undefined;
    if (canvas.current) {
      drawChart(canvas.current, spec).then(
        (destroy) => (current ? (remove = destroy) : destroy()),
        () => undefined, // A chart that cannot be drawn leaves its table; the dashboard stays usable.
      );
    }
    return () => {
      current = false;
      remove?.();
    };
  }, [spec]);

  return (
    <figure css={figure} aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {table.rows.length === 0 ? (
        <p css={mutedText}>No data in this period.</p>
      ) : (
        <div css={canvasBox}>
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
      <table css={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
