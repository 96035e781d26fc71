import { z } from 'zod';
import { ZAsset } from './assets';
import { dataResponse, ZTimestamp } from './common';
import { ZEmployee } from './employees';
import { ZOffboardingCase } from './offboarding';
import { ZOnboardingCase } from './onboarding';

export const ZEmployeeHistoryEntry = z
  .object({
    at: ZTimestamp.meta({ description: 'When it happened; a date (start, last day) reads as its midnight UTC.' }),
    kind: z.enum(['directory', 'onboarding', 'offboarding', 'device_action']),
    description: z.string(),
    object: z
      .object({ type: z.enum(['employee', 'onboarding_case', 'offboarding_case', 'device_action']), id: z.uuid() })
      .meta({ description: 'What the entry is about: read it with its own GET.' }),
  })
  .meta({ id: 'EmployeeHistoryEntry' });
export type TEmployeeHistoryEntry = z.infer<typeof ZEmployeeHistoryEntry>;

/** `GET /employees/{id}`: the directory entry, with what the person holds, their open case and their history. */
export const ZEmployeeProfile = ZEmployee.extend({
  devices: z.array(ZAsset).meta({ description: 'The inventory devices in use by this person (matched by e-mail).' }),
  onboarding_case: ZOnboardingCase.nullable().meta({
    description: 'Their onboarding case under way (scheduled, open or submitted), if any.',
  }),
  offboarding_case: ZOffboardingCase.nullable().meta({ description: 'Their open offboarding case, if any.' }),
  history: z.array(ZEmployeeHistoryEntry).meta({
    description:
      'Newest first: the directory (added, start date, last day), onboarding and offboarding cases, and the device actions that collect a device from the person or bring one to them (up to 100).',
  }),
}).meta({ id: 'EmployeeProfile' });
export type TEmployeeProfile = z.infer<typeof ZEmployeeProfile>;
export const ZGetEmployeeProfileResponse = dataResponse(ZEmployeeProfile);
