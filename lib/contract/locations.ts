import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCountry,
  ZCountryCode,
  ZCountryInput,
  ZLivemode,
  ZPaginationQuery,
  ZTimestamp,
} from './common';

// Locations: the company's own warehouses and offices, where a Store can send a device and where it is kept.

export const LOCATION_TYPES = ['warehouse', 'office'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];

export const ZLocation = z
  .object({
    id: z.uuid(),
    type: z.enum(LOCATION_TYPES).meta({ description: '`warehouse` or `office`.' }),
    name: z.string().meta({ description: "Unique among the company's locations of this mode (any letter case)." }),
    address: z.string().meta({ description: 'Street, postcode and city, as a courier needs them.' }),
    country: ZCountry,
    country_code: ZCountryCode,
    contact_name: z.string().nullable().meta({ description: 'Who receives devices there.' }),
    contact_email: z.string().nullable().meta({ description: "The contact's e-mail address, lower case." }),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Location' });
export type TLocation = z.infer<typeof ZLocation>;

// Requests

const zType = z.enum(LOCATION_TYPES, { message: 'must be warehouse or office' });
const zName = z.string().trim().min(1, 'must not be empty').max(200);
const zAddress = z.string().trim().min(1, 'must not be empty: give the street, postcode and city').max(500);
const zContactName = z.string().trim().min(1, 'must not be empty: leave it out or send null').max(200).nullable();
const zContactEmail = z
  .email({ message: 'must be an e-mail address, such as it@example.com' })
  .max(320)
  .transform((value) => value.toLowerCase())
  .nullable();

export const ZCreateLocationRequest = z.strictObject({
  type: zType,
  name: zName,
  address: zAddress,
  country: ZCountryInput,
  contact_name: zContactName.default(null),
  contact_email: zContactEmail.default(null),
});
export type TCreateLocationRequest = z.infer<typeof ZCreateLocationRequest>;
export type TCreateLocationInput = z.input<typeof ZCreateLocationRequest>;

export const ZUpdateLocationRequest = z.strictObject({
  type: zType.optional(),
  name: zName.optional(),
  address: zAddress.optional(),
  country: ZCountryInput.optional(),
  contact_name: zContactName.optional(),
  contact_email: zContactEmail.optional(),
});
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;
export type TUpdateLocationInput = z.input<typeof ZUpdateLocationRequest>;

export const ZListLocationsQuery = ZPaginationQuery.extend({
  type: zType.optional().meta({ description: 'Only locations of this type.' }),
});
export type TListLocationsQuery = z.infer<typeof ZListLocationsQuery>;
export const ZListLocationsResponse = listResponse(ZLocation);
export const ZLocationResponse = dataResponse(ZLocation);
