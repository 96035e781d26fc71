// Which product types are devices the inventory tracks once delivered (accessories such as mice are not).

export const DEVICE_PRODUCT_TYPES = ['laptop', 'desktop', 'phone', 'tablet', 'monitor', 'dock'] as const;

export function isDeviceProductType(productType: string | null): boolean {
  return DEVICE_PRODUCT_TYPES.some((type) => type === productType?.trim().toLowerCase());
}

/** `SN1, SN2` or one per line → the serial numbers, as an operator records several units of one recipient. */
export function splitSerialNumbers(text: string | null): string[] {
  return [...new Set((text ?? '').split(/[\s,;]+/).filter(Boolean))];
}
