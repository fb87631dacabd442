import { css } from '@emotion/react';
import { CARD_LIST_SPLIT_AFTER, type ServiceCard } from '@bookcraft/shared';
import { colors } from '../styles';
import { Icon } from './icons';

const card = css`
  height: 100%;
  padding: 1.5rem;
  border-radius: 12px;
  background: ${colors.white};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.08);
  color: ${colors.ink};
  h3 { margin: 0.5rem 0 0.25rem; color: ${colors.navy}; }
  .icon-hover { display: none; }
  &:hover .icon-hover, &:focus-within .icon-hover { display: inline; }
  &:hover .icon-rest, &:focus-within .icon-rest { display: none; }
`;

const lists = css`
  display: flex;
  gap: 1.5rem;
  ul { margin: 0.5rem 0 0; padding-left: 1.1rem; }
`;

/** Requirements §9: a card's list is split after six items into a second column. */
export function splitList(items: string[] = []): string[][] {
  return items.length > CARD_LIST_SPLIT_AFTER ? [items.slice(0, CARD_LIST_SPLIT_AFTER), items.slice(CARD_LIST_SPLIT_AFTER)] : items.length ? [items] : [];
}

/** One service card: number, icon (swapped on hover), title, description and its list. */
export function ServiceCardView({ card: content, number }: { card: ServiceCard; number: number }) {
  return (
    <article css={card} tabIndex={-1}>
      <div css={css`display: flex; justify-content: space-between; align-items: center; color: ${colors.accentDark};`}>
        <span css={css`font-size: 1.75rem; font-weight: 800;`} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <span className="icon-rest">
          <Icon name={content.image} />
        </span>
        <span className="icon-hover">
          <Icon name={content.hoverImage} filled />
        </span>
      </div>
      <h3>{content.title}</h3>
      <p css={css`margin: 0; font-weight: 600; color: ${colors.muted};`}>{content.subtitle}</p>
      <p>{content.description}</p>
      {content.description2 && <p>{content.description2}</p>}
      {content.list && (
        <div css={lists}>
          {splitList(content.list).map((column) => (
            <ul key={column[0]}>
              {column.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </article>
  );
}
