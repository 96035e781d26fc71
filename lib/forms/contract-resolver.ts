import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with a contract schema after `prepare` turns its values into the wire shape (empty optional
 * inputs dropped, sections that do not apply left out). The prepared shape keeps the form's field names, so the
 * schema's issues land on the right inputs, and the submit handler receives the parsed request body. A required field
 * the user left empty may be absent from the prepared values: the schema reports it.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  prepare: (values: Values) => Partial<z.input<Schema>>,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (values, context, options) => resolve(prepare(values), context, options as never) as never;
}

/** An optional text input as the wire wants it: trimmed, and absent when empty. */
export function optionalText(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
