import type { SerializedStyles } from '@emotion/react';
import { formatDateTime } from '../ui/format';
import { dataTable, linkButton, mutedText } from '../ui/styles';

/** A piece of writing as a list shows it: a post, a help article. */
interface Listed<Id> {
  id: Id;
  title: string;
  updatedAt: string;
  updatedBy: string | null;
}

interface WritingTableProps<Item extends Listed<Id>, Id> {
  /** What the table holds ("Posts", a help category): its accessible name. */
  caption: string;
  /** How the caption looks: a quiet line unless said. */
  captionCss?: SerializedStyles;
  items: readonly Item[];
  /** The piece's state in words: "Draft", "Published 3 Nov 2026". */
  stateOf: (item: Item) => string;
  onOpen: (id: Id) => void;
}

/** Pieces of writing with their state and last change; a title opens the piece in its editor. */
export function WritingTable<Item extends Listed<Id>, Id extends number | string>({ caption, captionCss = mutedText, items, stateOf, onOpen }: WritingTableProps<Item, Id>) {
  return (
    <table css={dataTable}>
      <caption css={captionCss}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">State</th>
          <th scope="col">Last change</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <button type="button" css={linkButton} onClick={() => onOpen(item.id)}>
                {item.title}
              </button>
            </th>
            <td>{stateOf(item)}</td>
            <td>
              {formatDateTime(item.updatedAt)}
              {item.updatedBy && `, by ${item.updatedBy}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
