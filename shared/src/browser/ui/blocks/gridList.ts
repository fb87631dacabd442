import { css } from '@emotion/react';

/** A list laid out as columns at least `minColumn` wide, as many as fit, without bullets or indent. */
export const gridList = (minColumn: string, gap: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${minColumn}, 1fr));
  gap: ${gap};
  padding: 0;
  margin: 0;
  list-style: none;
`;
