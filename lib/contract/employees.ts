import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCountryCode,
  ZCountryCsvQuery,
  ZCountryInput,
  ZCsvQuery,
  ZLivemode,
  ZPaginationQuery,
  ZTimestamp,
} from './common';

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;

export const ZEmployee = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(EMPLOYEE_STATUSES),
    department: z.string().nullable(),
    job_title: z.string().nullable(),
    country: ZCountryCode.nullable(),
    address: z.string().nullable(),
    hire_date: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    manager_email: z.string().nullable(),
    hris_id: z.string().nullable(),
    synced_at: ZTimestamp.nullable().meta({ description: 'When the HRIS sync last wrote this record.' }),
    livemode: ZLivemode,
  })
  .meta({ id: 'Employee' });
export type TEmployee = z.infer<typeof ZEmployee>;

export const ZListEmployeesQuery = ZPaginationQuery.extend({
  search: z.string().trim().min(1).optional().meta({ description: 'Part of the name or e-mail, case-insensitive.' }),
  status: z.enum([...EMPLOYEE_STATUSES, 'all']).default('all'),
  department: ZCsvQuery.optional().meta({
    description: 'Department, case-insensitive; comma-separated values mean OR.',
  }),
  country: ZCountryCsvQuery.optional(),
  sort: z.enum(['name', '-name', 'created_at', '-created_at']).default('name'),
});
export type TListEmployeesQuery = z.infer<typeof ZListEmployeesQuery>;
export const ZListEmployeesResponse = listResponse(ZEmployee);
export const ZGetEmployeeResponse = dataResponse(ZEmployee);

const zOptionalText = (max: number) => z.string().trim().max(max).nullish();

/** One employee of an HRIS export (a CSV row or a JSON object). An absent field is kept; null clears it. */
export const ZEmployeeImportRow = z.object({
  hris_id: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || undefined),
  name: z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(200),
  email: z.email({ message: 'email must be an e-mail address' }).transform((value) => value.toLowerCase()),
  status: z
    .enum(EMPLOYEE_STATUSES, { message: 'status must be active or inactive' })
    .nullish()
    .transform((value) => value ?? 'active'),
  department: zOptionalText(200),
  job_title: zOptionalText(200),
  country: ZCountryInput.nullish(),
  address: zOptionalText(500),
  hire_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'hire_date must be YYYY-MM-DD')
    .nullish(),
  manager_email: z
    .email({ message: 'manager_email must be an e-mail address' })
    .transform((value) => value.toLowerCase())
    .nullish(),
});
export type TEmployeeImportRow = z.infer<typeof ZEmployeeImportRow>;

export const ZEmployeeImportQuery = z.object({
  mode: z.enum(['live', 'test']).default('live'),
  full: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: 'A full export: employees it leaves out are marked inactive.' }),
});

export const ZEmployeeImportSummary = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type TEmployeeImportSummary = z.infer<typeof ZEmployeeImportSummary>;
export const ZEmployeeImportResponse = dataResponse(ZEmployeeImportSummary);
