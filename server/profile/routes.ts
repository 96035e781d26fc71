import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZGetEmployeeProfileResponse } from '@/lib/contract/employee-profile';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { getEmployeeProfile } from './employee-profile';

/** Endpoint 23: one person, with what the other domains know of them. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/employees/:id', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'employees.retrieve',
      summary: 'Get an employee',
      description:
        'The directory entry, with the inventory devices the person holds, their open offboarding case, and their history.',
      tags: ['Employees'],
      params: ZIdParams,
      response: { 200: ZGetEmployeeProfileResponse },
    },
    handler: async (request) => ({
      data: await getEmployeeProfile(request.db, tenantOf(request), parseUuid(request.params.id, 'employee')),
    }),
  });
};
