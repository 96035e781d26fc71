'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TAsset } from '@/lib/contract/assets';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { assetQueries, deviceActionQueries, employeeQueries } from '@/lib/queries/resources';
import { holderOf, isActionOn, type TDeviceSource, type TWizardBody, type TWizardValues } from '../wizard-form';

/** What the lookup found: the device in the inventory (or not), and the action already in progress on it, if any. */
export type Lookup = { serial: string; asset: TAsset | null; active: TDeviceAction | null };

/**
 * Finds the wizard's device by serial number: in the inventory (then its holder becomes the current user) or not
 * (an external action), and the action already in progress on it. What it found holds while the serial is unchanged.
 */
export function useDeviceLookup(form: UseFormReturn<TWizardValues, unknown, TWizardBody>) {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  /** The directory entry with this e-mail, or null. */
  async function findEmployee(email: string | null) {
    if (!email) return null;
    const list = await queryClient.fetchInfiniteQuery(employeeQueries.list({ search: email, limit: '10' }));
    return list.pages[0]?.data.find((employee) => employee.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  async function findDevice() {
    if (!(await form.trigger('serial_number'))) return;
    const serial = form.getValues('serial_number').trim();
    setIsLookingUp(true);
    setLookupError(null);
    try {
      // The serial filter matches parts of serial numbers, so the active actions are narrowed to this exact one.
      const [assets, actions] = await Promise.all([
        queryClient.fetchInfiniteQuery(assetQueries.list({ serial_number: serial, limit: '1' })),
        queryClient.fetchInfiniteQuery(
          deviceActionQueries.list({ serial_number: serial, status: 'in_progress', limit: '100' }),
        ),
      ]);
      const asset = assets.pages[0]?.data[0] ?? null;
      const inProgress =
        actions.pages[0]?.data.find((action) => isActionOn(action, asset?.serial_number ?? serial)) ?? null;
      const holder = asset?.employee ? holderOf(asset, await findEmployee(asset.employee.email)) : null;
      setLookup({ serial, asset, active: inProgress });
      form.setValue('serial_number', serial);
      form.setValue('source', asset ? 'inventory' : 'external');
      if (holder && !form.getValues('current_user.name')) form.setValue('current_user', holder);
    } catch (error) {
      setLookupError(error instanceof Error ? error.message : 'The inventory could not be searched; try again.');
    } finally {
      setIsLookingUp(false);
    }
  }

  const isLookedUp = lookup !== null && lookup.serial === form.watch('serial_number').trim();
  const source: TDeviceSource | null = isLookedUp ? (lookup.asset ? 'inventory' : 'external') : null;
  return {
    lookup,
    isLookedUp,
    source,
    active: isLookedUp ? lookup.active : null,
    isLookingUp,
    lookupError,
    findDevice,
  };
}
