import { formatDateTime } from '../ui/format';
import { mutedText } from '../ui/styles';

/** A deal's moves, oldest first: from what to what, by whom (or by a booking), when. */
export function DealMoves({ title, moves }: { title: string; moves: { from: string | null; to: string; by: string | null; at: string }[] }) {
  return (
    <ol css={mutedText} aria-label={`Moves of the deal with ${title}`}>
      {moves.map((move, index) => (
        <li key={index}>
          {move.from ? `${move.from} → ${move.to}` : `Opened in ${move.to}`}, {move.by ?? 'by a booking'}, {formatDateTime(move.at)}
        </li>
      ))}
    </ol>
  );
}
