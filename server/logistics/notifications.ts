import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { queueMessages } from '../integrations/messages';

const describe = (action: TDeviceAction) =>
  `${action.action_type} of ${action.model} (serial ${action.serial_number}), ${action.action_id}`;

/** New action: instructions to the person who holds the device now. */
export async function notifyActionCreated(db: Db, tenant: CompanyScope, action: TDeviceAction) {
  const holder = action.current_user;
  if (!holder?.email) return;
  const steps =
    action.action_type === 'Assign'
      ? `A ${action.type} is on its way to ${action.new_recipient?.name ?? 'its new user'}.`
      : `Please get your ${action.type} ${action.model} (serial ${action.serial_number}) ready for pickup${action.wipe ? ' — it will be wiped' : ''}. Our courier will contact you with the details.`;
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject: `device_action:${action.id}`,
      payload: {
        to: [holder.email],
        subject: `About your ${action.type}: ${action.action_id}`,
        text: `Hello ${holder.name},\n\n${steps}\n`,
      },
    },
  ]);
}

/** Tracking or completion: the people the client asked to keep informed. */
export async function notifyActionProgress(
  db: Db,
  tenant: CompanyScope,
  action: TDeviceAction,
  what: 'tracking' | 'completed',
) {
  if (action.notification_emails.length === 0) return;
  const text =
    what === 'tracking'
      ? `Tracking for ${describe(action)}: ${action.tracking_code} ${action.tracking_link}\n`
      : `${describe(action)} is completed${action.wipe ? `; wipe ${action.wipe_completed ? 'done' : 'not confirmed'}` : ''}.\n`;
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject: `device_action:${action.id}`,
      payload: {
        to: action.notification_emails,
        subject: `${action.action_id}: ${what === 'tracking' ? 'tracking added' : 'completed'}`,
        text,
      },
    },
  ]);
}

/** A message on the action's thread: the client's goes to Loadout's desk, the operator's to the people kept informed. */
export async function notifyActionComment(
  db: Db,
  tenant: CompanyScope,
  action: TDeviceAction,
  comment: { author: string; message: string; source: string },
) {
  const fromClient = comment.source === 'client';
  if (!fromClient && action.notification_emails.length === 0) return;
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject: `device_action:${action.id}`,
      payload: fromClient
        ? {
            to: [],
            operator: true,
            subject: `Reply on ${action.action_id} from ${comment.author}`,
            text: `${comment.author} wrote on ${describe(action)}:\n\n${comment.message}\n`,
          }
        : {
            to: action.notification_emails,
            subject: `${action.action_id}: message from ${comment.author}`,
            text: `${comment.author} wrote about ${describe(action)}:\n\n${comment.message}\n`,
          },
    },
  ]);
}
