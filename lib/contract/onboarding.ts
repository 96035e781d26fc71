import { z } from 'zod';
import { dataResponse, listResponse, ZCurrency, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';

export const ONBOARDING_STATUSES = ['scheduled', 'open', 'submitted', 'completed', 'cancelled'] as const;
export type TOnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZOnboardingDraftItem = z
  .object({
    kind: z.enum(['kit', 'product', 'choice']),
    name: z.string().meta({ description: "The kit's or product's name; for a choice, the option taken." }),
    kit_id: z.uuid().nullable(),
    product_id: z.uuid().nullable(),
    configuration_id: z.uuid().nullable(),
    quantity: z.number().int(),
    estimate: z
      .number()
      .nullable()
      .meta({ description: 'Indicative price of the line (catalog estimates), or null when the catalog has none.' }),
    choice: z.string().nullable().meta({ description: 'The choice this line answers, for `kind: choice`.' }),
  })
  .meta({ id: 'OnboardingDraftItem' });

export const ZOnboardingChoice = z
  .object({
    name: z.string(),
    options: z.array(z.object({ label: z.string(), product_id: z.uuid(), quantity: z.number().int() })),
    default_option: z.string(),
    chosen: z.string().nullable().meta({
      description: 'The label picked (by the hire, or for them); null: the default is taken at the deadline.',
    }),
  })
  .meta({ id: 'OnboardingChoice' });

export const ZOnboardingDraft = z
  .object({
    policy: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The equipment policy the hire matches now; null when none does.' }),
    items: z.array(ZOnboardingDraftItem),
    choices: z.array(ZOnboardingChoice),
    budget: z.object({ amount: z.number(), currency: ZCurrency }).nullable(),
    estimated_total: z.number().nullable().meta({
      description:
        "Sum of the lines' estimates in `currency` (the budget's); lines priced in another currency, or without an estimate, are left out.",
    }),
    currency: ZCurrency.nullable(),
    over_budget: z.boolean(),
    blockers: z.array(z.string()).meta({
      description:
        'What keeps the draft from being submitted (no address, no policy, nothing to order); empty when it can go.',
    }),
  })
  .meta({
    id: 'OnboardingDraft',
    description:
      'The quote the case would submit now, drawn from the current policy and directory entry: a change to either re-plans it until it is submitted.',
  });
export type TOnboardingDraft = z.infer<typeof ZOnboardingDraft>;

export const ZOnboardingCase = z
  .object({
    id: z.uuid(),
    status: z.enum(ONBOARDING_STATUSES).meta({
      description:
        '`scheduled` until `opens_on`; `open` with a draft, waiting for choices and IT staff; `submitted` as `quote_id`; `completed` when everything is delivered; `cancelled` when the hire no longer starts.',
    }),
    employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    start_date: ZDay,
    opens_on: ZDay.meta({ description: "The day the case opens: `start_date` less the company's lead days." }),
    choice_deadline: ZDay.nullable().meta({
      description: 'Until when the hire may pick; then the defaults are taken.',
    }),
    choices_made_at: ZTimestamp.nullable(),
    draft: ZOnboardingDraft.nullable().meta({ description: 'While `open` (and `scheduled`, as planned so far).' }),
    quote_id: z.uuid().nullable(),
    late: z.boolean().meta({ description: 'Not everything was delivered by the start date.' }),
    submitted_at: ZTimestamp.nullable(),
    completed_at: ZTimestamp.nullable(),
    cancelled_at: ZTimestamp.nullable(),
    cancel_reason: z.string().nullable(),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'OnboardingCase' });
export type TOnboardingCase = z.infer<typeof ZOnboardingCase>;

export const ZListOnboardingCasesQuery = ZPaginationQuery.extend({
  status: z.enum(ONBOARDING_STATUSES).optional(),
  employee_id: z.uuid('must be an employee id').optional(),
  late: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(['created_at', '-created_at', 'start_date', '-start_date']).default('-created_at'),
});
export type TListOnboardingCasesQuery = z.infer<typeof ZListOnboardingCasesQuery>;
export const ZListOnboardingCasesResponse = listResponse(ZOnboardingCase);
export const ZOnboardingCaseResponse = dataResponse(ZOnboardingCase);

export const ZSubmitOnboardingRequest = z.strictObject({
  requester_email: z.email('must be an e-mail address').optional().meta({
    description: "Who asks for the quote; default: the hire's manager, else the hire.",
  }),
  choices: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Picks for choices the hire has not made, by choice name: an option's label." }),
});
export type TSubmitOnboardingRequest = z.infer<typeof ZSubmitOnboardingRequest>;

export const ZOnboardingSettings = z
  .object({
    lead_days: z.number().int().meta({ description: 'Days before the start date a case opens (default 21).' }),
    auto_submit: z.boolean().meta({
      description: "Submit each draft as a quote by itself once the hire's choices are in (or their deadline passed).",
    }),
  })
  .meta({ id: 'OnboardingSettings' });
export const ZOnboardingSettingsResponse = dataResponse(ZOnboardingSettings);
export const ZUpdateOnboardingSettingsRequest = z.strictObject({
  lead_days: z
    .number()
    .int('must be a whole number of days')
    .min(0, 'must be from 0 to 180')
    .max(180, 'must be from 0 to 180')
    .optional(),
  auto_submit: z.boolean().optional(),
});
export type TUpdateOnboardingSettingsRequest = z.infer<typeof ZUpdateOnboardingSettingsRequest>;

/** What the hire's one-time link shows: no account, no ids beyond the link itself. */
export const ZOnboardingChoicePage = z
  .object({
    first_name: z.string(),
    company: z.string(),
    start_date: ZDay,
    deadline: ZDay.nullable(),
    choices: z.array(
      z.object({
        name: z.string(),
        default_option: z.string(),
        chosen: z.string().nullable(),
        options: z.array(z.object({ label: z.string(), product: z.string(), image_url: z.string().nullable() })),
      }),
    ),
  })
  .meta({ id: 'OnboardingChoicePage' });
export type TOnboardingChoicePage = z.infer<typeof ZOnboardingChoicePage>;
export const ZOnboardingChoicePageResponse = dataResponse(ZOnboardingChoicePage);
export const ZMakeOnboardingChoicesRequest = z.strictObject({
  choices: z.record(z.string(), z.string()).meta({ description: 'By choice name: the label of the option picked.' }),
});
export type TMakeOnboardingChoicesRequest = z.infer<typeof ZMakeOnboardingChoicesRequest>;
