import { mutationOptions } from '@tanstack/react-query';
import { createDeal } from '@/api/deals';
import type { DealWrite } from '@/api/schemas/deal';

export const dealMutations = {
  all: () => ['deals'] as const,
  create: () =>
    mutationOptions({
      mutationKey: [...dealMutations.all(), 'create'],
      mutationFn: (values: DealWrite) => createDeal(values),
    }),
};
