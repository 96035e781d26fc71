import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { TAsset } from '@/lib/contract/assets';
import {
  ACTION_TYPES,
  ZCreateDeviceActionRequest,
  ZCreateExternalDeviceActionRequest,
  type TActionType,
  type TCreateDeviceActionRequest,
  type TCreateExternalDeviceActionRequest,
  type TDeviceAction,
  type TPersonInput,
} from '@/lib/contract/device-actions';
import type { TEmployee } from '@/lib/contract/employees';
import { contractResolver, optionalText } from '@/lib/forms/contract-resolver';
import { HUB_DRAFT, toDestination, type TDestinationDraft } from '@/components/locations/destination';
import { tolerantParam, ZTextParam } from '@/lib/queries/url-filters';

// The device-action wizard's form: the wire fields of both create requests as inputs hold them, plus where the device is.
export type TDeviceSource = 'inventory' | 'external';

export type TPersonDraft = { name: string; email: string; country: string; address: string; phone: string };

export type TWizardValues = {
  /** Set by the serial-number lookup; '' until then. Not sent. */
  source: TDeviceSource | '';
  serial_number: string;
  model: string;
  type: string;
  country: string;
  action_type: TActionType | '';
  current_user: TPersonDraft;
  new_recipient: TPersonDraft;
  wipe: boolean;
  /** Store only: where the device goes; the company's default once the settings are read. */
  destination: TDestinationDraft;
  notes: string;
  notification_emails: string[];
};

export type TWizardBody = TCreateDeviceActionRequest | TCreateExternalDeviceActionRequest;

export const EMPTY_PERSON: TPersonDraft = { name: '', email: '', country: '', address: '', phone: '' };

export const WIZARD_DEFAULTS: TWizardValues = {
  source: '',
  serial_number: '',
  model: '',
  type: '',
  country: '',
  action_type: '',
  current_user: EMPTY_PERSON,
  new_recipient: EMPTY_PERSON,
  wipe: false,
  destination: HUB_DRAFT,
  notes: '',
  notification_emails: [],
};

export const ACTION_DESCRIPTIONS: Record<TActionType, string> = {
  Store: 'Collect the device from the person who has it and send it to storage or clearance.',
  Assign: 'Send the device from storage to a new recipient.',
  Reassign: 'Collect the device from its current user and deliver it to a new recipient.',
};

/** Store and Reassign collect the device from someone; Assign ships it from storage. */
export function usesCurrentUser(type: TActionType | ''): boolean {
  return type === 'Store' || type === 'Reassign';
}

/** Assign and Reassign deliver the device to someone (the API requires the recipient). */
export function usesNewRecipient(type: TActionType | ''): boolean {
  return type === 'Assign' || type === 'Reassign';
}

function toPerson(person: TPersonDraft): TPersonInput {
  return {
    name: person.name,
    email: optionalText(person.email),
    country: optionalText(person.country),
    address: optionalText(person.address),
    phone: optionalText(person.phone),
  };
}

/** The request body of the wizard's values: model, type and country only for an external device. */
export function toRequestBody(values: TWizardValues, source: TDeviceSource) {
  return {
    action_type: values.action_type || undefined,
    serial_number: values.serial_number,
    ...(source === 'external' ? { model: values.model, type: values.type, country: values.country } : {}),
    current_user: usesCurrentUser(values.action_type) ? toPerson(values.current_user) : undefined,
    new_recipient: usesNewRecipient(values.action_type) ? toPerson(values.new_recipient) : undefined,
    wipe: values.wipe,
    destination: values.action_type === 'Store' ? toDestination(values.destination) : undefined,
    notes: optionalText(values.notes),
    notification_emails: values.notification_emails,
  };
}

const RESOLVERS = {
  inventory: contractResolver(ZCreateDeviceActionRequest, (values: TWizardValues) =>
    toRequestBody(values, 'inventory'),
  ),
  external: contractResolver(ZCreateExternalDeviceActionRequest, (values: TWizardValues) =>
    toRequestBody(values, 'external'),
  ),
};

/** Validates with the contract schema of the device's path: inventory (endpoint 9) or external (endpoint 10). */
export const resolveWizard: Resolver<TWizardValues, unknown, TWizardBody> = (values, context, options) =>
  RESOLVERS[values.source === 'inventory' ? 'inventory' : 'external'](values, context, options);

/** A directory entry as the person fields hold it: the country by name. */
export function toPersonDraft(employee: TEmployee): TPersonDraft {
  return {
    ...EMPTY_PERSON,
    name: employee.name,
    email: employee.email,
    country: employee.country ?? '',
    address: employee.address ?? '',
  };
}

/**
 * The current user a device of the inventory implies: whoever holds it, with country and address from their entry in
 * the employee directory (`employee`, when the holder's e-mail is there).
 */
export function holderOf(asset: TAsset, employee: TEmployee | null): TPersonDraft | null {
  if (!asset.employee) return null;
  if (employee && employee.email.toLowerCase() === asset.employee.email?.toLowerCase()) return toPersonDraft(employee);
  return { ...EMPTY_PERSON, name: asset.employee.name, email: asset.employee.email ?? '' };
}

/** Whether `action` is an action on the serial number `serial` (the API's serial filter matches parts of serials). */
export function isActionOn(action: TDeviceAction, serial: string): boolean {
  return action.serial_number.toLowerCase() === serial.toLowerCase();
}

/** What the wizard's URL may preset, e.g. from an employee's page: `?serial_number=C02X&action_type=Reassign`. */
export const ZWizardParams = z.object({ serial_number: ZTextParam, action_type: tolerantParam(z.enum(ACTION_TYPES)) });
export type TWizardParams = z.infer<typeof ZWizardParams>;

/** Notification e-mails as typed: separated by commas, semicolons or spaces. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}
