import type { SnippetPart } from '@bookcraft/shared/contracts';

/** The found text, each matched word in <mark>: parts are text, never markup. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}
