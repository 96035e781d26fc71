import { ZCreateProductRequest, ZUpdateProductRequest } from '@/lib/contract/catalog';

// Form variants of the product contract: the details form edits the product's own fields, the configuration form adds one.
export const ZProductDetailsForm = ZUpdateProductRequest.pick({
  name: true,
  brand: true,
  model: true,
  product_type: true,
  image_url: true,
});

export const ZAddConfigurationForm = ZUpdateProductRequest.shape.configurations.unwrap().element.omit({ id: true });

export const ZCreateProductForm = ZCreateProductRequest;

/** A new configuration's starting values: no specification, USD, active. */
export const EMPTY_CONFIGURATION = {
  cpu: null,
  ram: null,
  storage: null,
  screen_size: null,
  price_estimate: null,
  currency: 'USD',
  active: true,
};

// Inputs give strings; the API wants null for an empty specification or price.
export const nullableText = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
};
export const nullableNumber = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
};
export const upperCase = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
};
