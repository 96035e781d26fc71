import type { RequestOptions } from '../http';
import type { Employee, EmployeeProfile, ListEmployeesParams } from '../types';
import { Resource } from './resource';

export class EmployeesResource extends Resource {
  list(params: ListEmployeesParams = {}, options?: RequestOptions) {
    return this.http.list<Employee>('employees.list', params, options);
  }

  /** The person with the devices they hold, their open offboarding case and their history. */
  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<EmployeeProfile>('employees.retrieve', [id], {}, options);
  }
}
