import { z } from 'zod';
import { zDay } from '../dates';
import {
  dataResponse,
  listResponse,
  ZCountry,
  ZCountryCode,
  ZCountryCsvQuery,
  ZCountryInput,
  ZCsvQuery,
  ZDay,
  ZLivemode,
  ZPaginationQuery,
  ZTimestamp,
} from './common';

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
/**
 * Where a person is in their employment, from the dates and the status (UTC days): `pre_hire` before the start date,
 * `active`, `leaving` from the day an end date is set up to and including that day, `left` after it (or, without an
 * end date, once inactive).
 */
export const EMPLOYEE_STAGES = ['pre_hire', 'active', 'leaving', 'left'] as const;
export type TEmployeeStage = (typeof EMPLOYEE_STAGES)[number];

export const ZEmployee = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(EMPLOYEE_STATUSES),
    department: z.string().nullable(),
    job_title: z.string().nullable(),
    country: ZCountry.nullable(),
    country_code: ZCountryCode,
    address: z.string().nullable(),
    hire_date: z.string().nullable().meta({ description: 'YYYY-MM-DD; the same as `start_date`.' }),
    start_date: ZDay.nullable().meta({ description: 'The first working day, YYYY-MM-DD.' }),
    end_date: ZDay.nullable().meta({
      description: 'The last working day, YYYY-MM-DD; set while the person is leaving.',
    }),
    stage: z.enum(EMPLOYEE_STAGES).meta({
      description:
        '`pre_hire` before `start_date`; `active`; `leaving` until and including `end_date`; `left` after it, or once inactive without an end date.',
    }),
    employee_number: z.string().nullable(),
    manager_id: z.uuid().nullable().meta({ description: "The manager's employee id." }),
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
  stage: z.enum(EMPLOYEE_STAGES).optional().meta({ description: 'Only employees at this stage of their employment.' }),
  sort: z.enum(['name', '-name', 'created_at', '-created_at']).default('name'),
});
export type TListEmployeesQuery = z.infer<typeof ZListEmployeesQuery>;
export const ZListEmployeesResponse = listResponse(ZEmployee);
export const ZGetEmployeeResponse = dataResponse(ZEmployee);

const zOptionalText = (max: number) => z.string().trim().max(max).nullish();
const zOptionalDay = (name: string) => z.string().trim().pipe(zDay(name)).nullish();

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
  hire_date: zOptionalDay('hire_date'),
  start_date: zOptionalDay('start_date'),
  end_date: zOptionalDay('end_date'),
  employee_number: zOptionalText(100),
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
    .meta({
      description:
        'A full export: employees it leaves out are leaving (status `inactive`, `end_date` today unless one is set).',
    }),
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
