import type { TextPart } from '../hooks/useLeadHighlights';

/** Text with the matching parts in <mark>; the text is rendered as text, so markup in a lead stays inert. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
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
