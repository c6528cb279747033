import { IndexStatusButton } from './IndexStatusButton';
import { QuickFindButton } from './QuickFindButton';

/**
 * The index's part of the header: quick find and the status. Loaded beside the first screen, not in it, so the
 * lead list's first-load bytes stay as they were.
 */
export default function LeadIndexHeader() {
  return (
    <>
      <QuickFindButton />
      <IndexStatusButton />
    </>
  );
}
