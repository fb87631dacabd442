/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import type { TitledText } from '@bookcraft/shared';

interface Props {
  items: readonly TitledText[];
  label: string;
  ordered?: boolean;
  className?: string;
}

/** A named list whose items are each a small heading (h3, under the section's h2) and a sentence. */
export function TitledTextList({ items, label, ordered = false, className }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
