import type { HighlightRange } from '../../localIndex/highlight';
import { splitByRanges } from '../../localIndex/highlight';

/** Text with the matching parts in <mark>; the text is rendered as text, so markup in a lead stays inert. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  const parts = splitByRanges(text, ranges);
  let offset = 0;
  return (
    <>
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.marked ? <mark key={key}>{part.text}</mark> : <span key={key}>{part.text}</span>;
      })}
    </>
  );
}
