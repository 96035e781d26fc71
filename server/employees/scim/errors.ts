// SCIM answers errors in its own shape (RFC 7644 §3.12): the status as a string, a `scimType` for 400s and 409s,
// and a `detail` meant for a person. Identity providers show `detail` in their provisioning logs.

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }

  toBody() {
    return {
      schemas: [ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const noTarget = (detail: string) => new ScimError(400, detail, 'noTarget');
export const userNotFound = (id: string) => new ScimError(404, `No user with id ${id} is provisioned here.`);
