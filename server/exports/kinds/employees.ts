import { ZListEmployeesQuery, type TEmployee } from '@/lib/contract/employees';
import * as employees from '../../employees/service';
import { defineExportKind, everyPage } from '../kind';

/** The directory, as GET /api/v1/employees lists it. */
export const employeesExport = defineExportKind({
  kind: 'employees',
  title: 'employees',
  readScope: 'employees:read',
  filters: ZListEmployeesQuery.omit({ cursor: true, limit: true }),
  columns: [
    { header: 'Name', value: (employee: TEmployee) => employee.name },
    { header: 'E-mail', value: (employee) => employee.email },
    { header: 'Status', value: (employee) => employee.status },
    { header: 'Stage', value: (employee) => employee.stage },
    { header: 'Department', value: (employee) => employee.department },
    { header: 'Job title', value: (employee) => employee.job_title },
    { header: 'Country', value: (employee) => employee.country },
    { header: 'Start date', value: (employee) => employee.start_date },
    { header: 'End date', value: (employee) => employee.end_date },
    { header: 'Employee number', value: (employee) => employee.employee_number },
    { header: 'Manager e-mail', value: (employee) => employee.manager_email },
    { header: 'HRIS ID', value: (employee) => employee.hris_id },
    { header: 'ID', value: (employee) => employee.id },
  ],
  async *rows(db, tenant, filters) {
    for await (const page of everyPage((page) => employees.listEmployees(db, tenant, { ...filters, ...page }))) {
      yield page.map(employees.toEmployee);
    }
  },
});
