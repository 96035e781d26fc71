import type { TEmployee, TListEmployeesQuery } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { notFound } from '../core/errors';
import { pageOf } from '../db/pagination';
import { stageOf } from './lifecycle';
import * as repo from './repo';

export function toEmployee(row: repo.EmployeeRow): TEmployee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    department: row.department,
    job_title: row.jobTitle,
    country: row.country,
    country_code: row.countryCode,
    address: row.address,
    hire_date: row.hireDate,
    start_date: row.hireDate,
    end_date: row.endDate,
    stage: stageOf(row),
    employee_number: row.employeeNumber,
    manager_id: row.managerId,
    manager_email: row.managerEmail,
    hris_id: row.hrisId,
    synced_at: row.syncedAt?.toISOString() ?? null,
    livemode: row.livemode,
  };
}

export async function listEmployees(db: Db, tenant: CompanyScope, query: TListEmployeesQuery) {
  const rows = await repo.listEmployees(db, tenant, query);
  return pageOf(rows, query, (row) => (query.sort.endsWith('name') ? row.name : row.createdAt));
}

export async function getEmployeeOrThrow(db: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findEmployee(db, tenant, id);
  if (!row) throw notFound('employee', id);
  return row;
}

/** The employee of the directory with this e-mail address (any letter case), if any. */
export async function findEmployeeByEmail(db: Db, tenant: CompanyScope, email: string) {
  return repo.findEmployeeByEmail(db, tenant, email);
}

/** The employees with these ids, as the API shows them, by id. */
export async function findEmployees(db: Db, tenant: CompanyScope, ids: string[]): Promise<Map<string, TEmployee>> {
  const rows = await repo.findEmployeesByIds(db, tenant, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toEmployee(row)]));
}
