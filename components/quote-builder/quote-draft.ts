import { useSyncExternalStore } from 'react';
import { z } from 'zod';

// The quote being put together from the catalog, kept in this browser until it is submitted.
const STORAGE_KEY = 'loadout.quote-draft';
// What was typed in the builder (recipients, quantities, freeform items), so a trip back to the catalog loses nothing.
const FORM_KEY = 'loadout.quote-draft-form';

const zDisplay = { key: z.string(), label: z.string(), details: z.string() };
const ZDraftItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalog'), product_id: z.uuid(), configuration_id: z.uuid().optional(), ...zDisplay }),
  z.object({ kind: z.literal('kit'), kit_id: z.uuid(), ...zDisplay }),
]);
export type TDraftItem = z.infer<typeof ZDraftItem>;
/** A draft item as the catalog adds it; the draft gives it its key. */
export type DraftItemInput = TDraftItem extends infer Item
  ? Item extends TDraftItem
    ? Omit<Item, 'key'>
    : never
  : never;

const NO_ITEMS: readonly TDraftItem[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; items: readonly TDraftItem[] } = { raw: null, items: NO_ITEMS };

function readDraft(): readonly TDraftItem[] {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw === snapshot.raw) return snapshot.items;
  let items = NO_ITEMS;
  try {
    // A draft this code cannot read (older shape, edited by hand) is dropped rather than crashing the page.
    items = z
      .array(ZDraftItem)
      .catch([])
      .parse(JSON.parse(raw ?? '[]'));
  } catch {
    items = NO_ITEMS;
  }
  snapshot = { raw, items };
  return items;
}

function writeDraft(items: readonly TDraftItem[]) {
  if (items.length === 0) window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The items of the quote draft; empty while rendering on the server. */
export function useQuoteDraft(): readonly TDraftItem[] {
  return useSyncExternalStore(subscribe, readDraft, () => NO_ITEMS);
}

// crypto.randomUUID needs a secure context, which a dashboard served over plain HTTP is not.
const createKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function addDraftItem(item: DraftItemInput) {
  writeDraft([...readDraft(), { ...item, key: createKey() } as TDraftItem]);
}

export function removeDraftItem(key: string) {
  writeDraft(readDraft().filter((item) => item.key !== key));
}

export function clearDraft() {
  window.localStorage.removeItem(FORM_KEY);
  writeDraft([]);
}

export function saveDraftForm(values: unknown) {
  window.localStorage.setItem(FORM_KEY, JSON.stringify(values));
}

/** The builder's saved values, unchecked: the builder validates what it takes from them. */
export function readDraftForm(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(FORM_KEY) ?? 'null');
  } catch {
    return null;
  }
}

const subscribeNever = () => () => {};

/** False during the server render and hydration, true afterwards: for UI that depends on this browser's storage. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
