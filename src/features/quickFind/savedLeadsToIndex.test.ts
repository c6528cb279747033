import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeLead } from '@/localIndex/testing/fakeCrm';
import { putSavedLeadsIntoIndex } from './queries';

const putLeadsIntoIndex = vi.fn(async () => undefined);
vi.mock('@/localIndex/connection', () => ({ putLeadsIntoIndex }));

describe('the app’s own saves', () => {
  it('go into the local copy from the moment the app starts, whatever screen saved them', async () => {
    const queryClient = new QueryClient();
    putSavedLeadsIntoIndex(queryClient);
    const saved = makeLead(1, { name: 'Saved at once' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['leads', 'update'], mutationFn: async () => saved })
      .execute(undefined);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['clients', 'create'], mutationFn: async () => makeLead(2, {}) })
      .execute(undefined);
    await vi.waitFor(() => expect(putLeadsIntoIndex).toHaveBeenCalledWith([saved]));
    expect(putLeadsIntoIndex).toHaveBeenCalledTimes(1);
  });
});
