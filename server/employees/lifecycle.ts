import { and, eq, gt, gte, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { TEmployeeStage } from '@/lib/contract/employees';
import { employees } from '../db/schema';
import { todayUtc } from '../core/clock';

// A person's stage follows from their status and dates, counted in UTC days, so it moves on at midnight without a
// write: `pre_hire` before the start date, `leaving` up to and including the end date, `left` after it.

type Dated = { status: string; hireDate: string | null; endDate: string | null };

export function stageOf(employee: Dated, today = todayUtc()): TEmployeeStage {
  if (employee.endDate) return employee.endDate < today ? 'left' : 'leaving';
  if (employee.status === 'inactive') return 'left';
  return employee.hireDate && employee.hireDate > today ? 'pre_hire' : 'active';
}

/** The same rule as `stageOf`, as a WHERE condition. */
export function stageWhere(stage: TEmployeeStage, today = todayUtc()): SQL {
  switch (stage) {
    case 'left':
      return or(lt(employees.endDate, today), and(isNull(employees.endDate), eq(employees.status, 'inactive')))!;
    case 'leaving':
      return gte(employees.endDate, today);
    case 'pre_hire':
      return and(isNull(employees.endDate), eq(employees.status, 'active'), gt(employees.hireDate, today))!;
    case 'active':
      return and(
        isNull(employees.endDate),
        eq(employees.status, 'active'),
        or(isNull(employees.hireDate), lte(employees.hireDate, today)),
      )!;
  }
}
