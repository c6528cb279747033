import { mutationOptions } from '@tanstack/react-query';
import { createClient, findOrCreateClient } from '@/api/clients';
import type { ClientWrite } from '@/api/schemas/client';

/** Clients can only be created (spec 4.7, 4.10): there is nothing to read back, so nothing to invalidate. */
export const clientMutations = {
  all: () => ['clients'] as const,
  create: () =>
    mutationOptions({
      mutationKey: [...clientMutations.all(), 'create'],
      mutationFn: (values: ClientWrite) => createClient(values),
    }),
  /** Returns the client that already has this phone, or creates one from the same fields. */
  findOrCreate: () =>
    mutationOptions({
      mutationKey: [...clientMutations.all(), 'findOrCreate'],
      mutationFn: (values: ClientWrite) => findOrCreateClient(values),
    }),
};
