import type { RequestOptions } from '../http';
import type { Employee, ListEmployeesParams } from '../types';
import { Resource } from './resource';

export class EmployeesResource extends Resource {
  list(params: ListEmployeesParams = {}, options?: RequestOptions) {
    return this.http.list<Employee>('employees.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Employee>('employees.retrieve', [id], {}, options);
  }
}
