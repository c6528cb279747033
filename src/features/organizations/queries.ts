import { mutationOptions } from '@tanstack/react-query';
import { createOrganization } from '@/api/organizations';
import type { OrganizationWrite } from '@/api/schemas/organization';

export const organizationMutations = {
  all: () => ['organizations'] as const,
  create: () =>
    mutationOptions({
      mutationKey: [...organizationMutations.all(), 'create'],
      mutationFn: (values: OrganizationWrite) => createOrganization(values),
    }),
};
