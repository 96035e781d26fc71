import { z } from 'zod';
import { dataResponse, listResponse, ZCurrency, ZDay, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';

export const ONBOARDING_STATUSES = ['scheduled', 'open', 'submitted', 'completed', 'cancelled'] as const;
export type TOnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

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

const ZChosenBy = z.enum(['hire', 'it_staff']).nullable().meta({
  description:
    'Who picked: `hire` through their one-time link, or `it_staff` at submit (where the hire had not picked, or with `override_choices`). null when nothing was picked, or for a pick made before 2026-11-28 on a case submitted after its hire picked.',
});

export const ZOnboardingChoice = z
  .object({
    name: z.string(),
    options: z.array(z.object({ label: z.string(), product_id: z.uuid(), quantity: z.number().int() })),
    default_option: z.string(),
    chosen: z.string().nullable().meta({
      description: 'The label picked (by the hire, or for them); null: the default is taken at the deadline.',
    }),
    chosen_by: ZChosenBy,
    chosen_at: ZTimestamp.nullable().meta({ description: 'When `chosen` was picked.' }),
  })
  .meta({ id: 'OnboardingChoice' });

export const ZOnboardingPick = z
  .object({
    choice: z.string().meta({ description: "The choice's name in the equipment policy." }),
    option: z.string().meta({ description: 'The label of the option taken.' }),
    chosen_by: ZChosenBy,
    chosen_at: ZTimestamp.nullable(),
    actor: z
      .object({
        email: z.string().nullable(),
        name: z.string().nullable(),
        api_key_id: z.uuid().nullable(),
      })
      .nullable()
      .meta({
        description:
          'For `it_staff`: the person the key named in the Loadout-Actor-* headers (the dashboard names its signed-in user), and the key; null for the hire.',
      }),
    hire_option: z.string().nullable().meta({
      description:
        'What the hire picked through their link, also when IT staff overrode it (`override_choices`); null when they did not pick.',
    }),
  })
  .meta({ id: 'OnboardingPick', description: "One choice's pick: the option taken, who took it and when." });
export type TOnboardingPick = z.infer<typeof ZOnboardingPick>;

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

/** The person a lifecycle case is about; a key without `employees:read` reads only their id. */
export const ZCaseEmployee = z
  .object({
    id: z.uuid(),
    name: z.string().optional(),
    email: z.string().optional(),
  })
  .meta({
    id: 'CaseEmployee',
    description:
      'The person the case is about. `name` and `email` are left out for a key without `employees:read` (a key that may change the case, e.g. with `quotes:write` or `device_actions:write`, but not read the directory).',
  });
export type TCaseEmployee = z.infer<typeof ZCaseEmployee>;

export const ZOnboardingCase = z
  .object({
    id: z.uuid(),
    status: z.enum(ONBOARDING_STATUSES).meta({
      description:
        '`scheduled` until `opens_on`; `open` with a draft, waiting for choices and IT staff; `submitted` as `quote_id`; `completed` when everything is delivered; `cancelled` when the hire no longer starts.',
    }),
    employee: ZCaseEmployee,
    start_date: ZDay,
    opens_on: ZDay.meta({ description: "The day the case opens: `start_date` less the company's lead days." }),
    choice_deadline: ZDay.nullable().meta({
      description: 'Until when the hire may pick; then the defaults are taken.',
    }),
    choices_made_at: ZTimestamp.nullable(),
    picks: z.array(ZOnboardingPick).meta({
      description:
        'Each choice picked so far, by the hire or IT staff, with who picked it; kept after the case is submitted (the draft is not). A choice left to its default is not listed.',
    }),
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
  choices: z.record(z.string(), z.string()).optional().meta({
    description:
      "Picks for choices the hire has not made, by choice name: an option's label. A choice the hire picked through their link keeps their pick unless `override_choices` is true.",
  }),
  override_choices: z.boolean().optional().meta({
    description:
      "true: `choices` also replace the hire's own picks (the case's `picks` then show `it_staff` with the hire's option in `hire_option`). Default false.",
  }),
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
