import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZEmployeeImportQuery,
  ZEmployeeImportResponse,
  ZListEmployeesQuery,
  ZListEmployeesResponse,
} from '@/lib/contract/employees';
import { getCompanyOrThrow } from '../access/service';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { IMPORT_BODY_LIMIT_BYTES } from '../http/csv-bodies';
import { ZImportBody } from '../imports/body';
import { parseImportRecords } from '../imports/records';
import { importEmployees } from './import-employees';
import * as service from './service';
import { companyScope } from '../core/scope';

/** Endpoint 22: the employee directory synced from the HRIS (endpoint 23, one person, is server/profile/routes.ts). */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/employees', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'employees.list',
      summary: 'List employees',
      description: 'Read-only records synced from the company HR information system, sorted by name by default.',
      tags: ['Employees'],
      querystring: ZListEmployeesQuery,
      response: { 200: ZListEmployeesResponse },
    },
    handler: async (request) => {
      const page = await service.listEmployees(request.db, tenantOf(request), request.query);
      return { data: page.data.map(service.toEmployee), meta: page.meta };
    },
  });
};

/** Operator API: HRIS sync of a company's employees from an export (CSV or JSON array). */
export const operatorEmployeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/companies/:id/employees/import', {
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: {
      operationId: 'employees.import',
      summary: 'Import employees from an HRIS export',
      tags: ['Employees'],
      params: ZIdParams,
      querystring: ZEmployeeImportQuery,
      body: ZImportBody,
      response: { 200: ZEmployeeImportResponse },
    },
    handler: async (request) => {
      const companyId = parseUuid(request.params.id, 'company');
      await getCompanyOrThrow(request.db, companyId);
      const tenant = companyScope(companyId, request.query.mode === 'live');
      return {
        data: await importEmployees(request.db, tenant, parseImportRecords(request.body), { full: request.query.full }),
      };
    },
  });
};
