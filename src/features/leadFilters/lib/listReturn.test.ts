import { describe, expect, it } from 'vitest';
import { backToListLink, fromListState, returnedFromLead } from './listReturn';

describe('back to the list as it was left', () => {
  it('returns to the list address the lead was opened from, and names the lead to focus', () => {
    const back = backToListLink(fromListState('?page=2&preset=last30'), 42);
    expect(back.to).toBe('/leads?page=2&preset=last30');
    expect(returnedFromLead(back.state)).toBe(42);
  });

  it('goes to the plain list when the lead was not opened from it, or the state is not ours', () => {
    expect(backToListLink(null, 7).to).toBe('/leads');
    expect(backToListLink({ fromList: { search: '//evil.example' } }, 7).to).toBe('/leads');
    expect(returnedFromLead({ returnToLead: '7' })).toBeUndefined();
  });
});
