import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_STATUS } from '@/localIndex/status';
import { setIndexStatus } from '@/localIndex/statusStore';
import { useIndexStatusOf } from './useIndexStatus';

let renders = 0;

function CopyStalled() {
  renders += 1;
  const stalled = useIndexStatusOf((status) => status?.phase === 'cleared');
  return <p>{stalled ? 'Checked against the CRM' : 'Checked against the local copy'}</p>;
}

afterEach(() => {
  act(() => setIndexStatus(null));
  renders = 0;
});

describe('useIndexStatusOf', () => {
  it('renders again when the value it reads changes, not at each report of the copy filling', () => {
    act(() => setIndexStatus({ ...INITIAL_STATUS, phase: 'filling' }));
    render(<CopyStalled />);
    expect(screen.getByText('Checked against the local copy')).toBeInTheDocument();
    const first = renders;

    for (let page = 1; page <= 20; page += 1)
      act(() => setIndexStatus({ ...INITIAL_STATUS, phase: 'filling', indexed: page * 500, version: page }));
    expect(renders).toBe(first);

    act(() => setIndexStatus({ ...INITIAL_STATUS, phase: 'cleared' }));
    expect(screen.getByText('Checked against the CRM')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
  });
});
