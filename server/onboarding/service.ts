import { randomBytes } from 'node:crypto';
import type { TEmployee } from '@/lib/contract/employees';
import type {
  TListOnboardingCasesQuery,
  TOnboardingCase,
  TOnboardingChoicePage,
  TOnboardingPick,
  TSubmitOnboardingRequest,
} from '@/lib/contract/onboarding';
import { endInsertReport } from '../audit/record';
import type { Db } from '../db/client';
import type { StoredChoicePick } from '../db/schema';
import { companyScope, type CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { pageOf } from '../db/pagination';
import { hashSecret } from '../access/credentials';
import { getCompanyOrThrow, getOnboardingSettings } from '../access/service';
import { findEmployees, getEmployeeOrThrow, toEmployee } from '../employees/service';
import { todayUtc } from '../core/clock';
import { queueMessages } from '../integrations/messages';
import { createQuote, type QuoteCreatedHook } from '../quotes/create-quote';
import { getQuoteOrThrow } from '../quotes/service';
import { findProductsByIds } from '../catalog/service';
import { policyFor } from '../policies/matches';
import { recordEvent } from '../webhooks/events';
import { draftFor, draftView, optionTaken } from './draft';
import { scheduleStep, type OnboardingStep } from './due-job';
import * as repo from './repo';
import * as clock from '../core/clock';
import { addDays } from '@/lib/dates';

// A new hire's onboarding case. It opens the company's lead days before the start date (at once when that is
// closer) with a draft quote from their equipment policy; where the policy offers choices, the hire picks through a
// one-time link until a deadline, after which the defaults stand. IT staff submit the draft (or the company lets it
// submit itself), and the case follows the quote until everything is delivered; not delivered by the start date, it
// is flagged late. Every step runs in a job with a due time, so a restart loses nothing.

/** How the hire's one-time link is built: the dashboard's page for it. */
export type OnboardingLinks = { choiceUrl(token: string): string };

const laterDay = (a: string, b: string) => (a > b ? a : b);
const earlierDay = (a: string, b: string) => (a < b ? a : b);
/** The hire has this long to pick, but never past three days before they start (the order needs time). */
const CHOICE_DAYS = 7;
const CHOICE_MARGIN_DAYS = 3;

const isUnderWay = (row: repo.CaseRow) => row.status === 'scheduled' || row.status === 'open';

/** What a case shows of its hire: all of it to a caller that may read the directory, else only the id. */
export type CaseView = { showsEmployee: boolean };
const FULL_VIEW: CaseView = { showsEmployee: true };

/** The picks of a case, in the order they were made. */
const picksOf = (row: repo.CaseRow): TOnboardingPick[] =>
  Object.entries(row.choicePicks)
    .map(([choice, pick]) => ({
      choice,
      option: pick.option,
      chosen_by: pick.by,
      chosen_at: pick.at,
      actor: pick.actor,
      hire_option: pick.hire_option,
    }))
    .sort((a, b) => (a.chosen_at ?? '').localeCompare(b.chosen_at ?? '') || a.choice.localeCompare(b.choice));

async function present(
  db: Db,
  tenant: CompanyScope,
  row: repo.CaseRow,
  employee?: TEmployee,
  view: CaseView = FULL_VIEW,
): Promise<TOnboardingCase> {
  const person = employee ?? (await findEmployees(db, tenant, [row.employeeId])).get(row.employeeId);
  const draft =
    person && isUnderWay(row)
      ? await draftFor(db, tenant, person, row.choices, {
          picks: row.choicePicks,
          ...(view.showsEmployee ? {} : { who: 'The hire' }),
        })
      : null;
  return {
    id: row.id,
    status: row.status,
    employee: view.showsEmployee
      ? { id: row.employeeId, name: person?.name ?? 'Unknown employee', email: person?.email ?? '' }
      : { id: row.employeeId },
    start_date: row.startDate,
    opens_on: row.opensOn,
    choice_deadline: row.choiceDeadline,
    choices_made_at: row.choicesMadeAt?.toISOString() ?? null,
    picks: picksOf(row),
    draft: draft ? draftView(draft) : null,
    quote_id: row.quoteId,
    late: row.lateAt !== null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const reload = async (tx: Db, tenant: CompanyScope, id: string) => (await repo.findCase(tx, tenant, id))!;

export async function listCases(db: Db, tenant: CompanyScope, query: TListOnboardingCasesQuery) {
  const page = pageOf(await repo.listCases(db, tenant, query), query, (row) =>
    query.sort.endsWith('start_date') ? row.startDate : row.createdAt,
  );
  const people = await findEmployees(
    db,
    tenant,
    page.data.map((row) => row.employeeId),
  );
  return {
    data: await Promise.all(page.data.map((row) => present(db, tenant, row, people.get(row.employeeId)))),
    meta: page.meta,
  };
}

export async function getCaseOrThrow(db: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findCase(db, tenant, id);
  if (!row) throw notFound('onboarding case', id);
  return present(db, tenant, row);
}

export async function listEmployeeCases(db: Db, tenant: CompanyScope, employeeId: string) {
  const rows = await repo.listEmployeeCases(db, tenant, employeeId);
  return Promise.all(rows.map((row) => present(db, tenant, row)));
}

/** Whether the hire starts today or later (and is not leaving): what a case is scheduled for. */
function startsAhead(employee: TEmployee): boolean {
  return (
    employee.start_date !== null &&
    employee.start_date >= todayUtc() &&
    (employee.stage === 'pre_hire' || employee.stage === 'active')
  );
}

/**
 * Of these people (just changed), those onEmployeeChanged may have work for: starting today or later, or with an
 * active case. For the others it would read them and return; this tells so for many at once, without a transaction.
 */
export async function needingCaseReview(db: Db, tenant: CompanyScope, people: TEmployee[]): Promise<Set<string>> {
  const active = await repo.findEmployeesWithActiveCase(
    db,
    tenant,
    people.map((person) => person.id),
  );
  return new Set(people.filter((person) => startsAhead(person) || active.has(person.id)).map((person) => person.id));
}

/**
 * Brings the hire's case in step with their directory record after any change (a job runs it): a start date today or
 * ahead schedules a case; a new start date moves it; a hire who no longer starts (no start date, or leaving) has it
 * cancelled while nothing was ordered. Address, job title and policy changes need nothing: the draft is drawn anew.
 */
export async function onEmployeeChanged(db: Db, tenant: CompanyScope, employeeId: string, links: OnboardingLinks) {
  await db.transaction(async (tx) => {
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, employeeId));
    const active = await repo.findActiveCase(tx, tenant, employeeId, { lock: true });
    const starts = startsAhead(employee);
    if (!starts) {
      if (active && isUnderWay(active))
        await cancelCase(tx, tenant, active, 'The hire no longer starts (no start date ahead, or leaving).');
      return;
    }
    const { lead_days: leadDays } = await getOnboardingSettings(tx, tenant.companyId);
    const startDate = employee.start_date!;
    const opensOn = addDays(startDate, -leadDays);
    if (active) {
      if (active.startDate === startDate) return;
      await repo.updateCase(tx, active.id, { startDate, ...(isUnderWay(active) ? { opensOn } : {}) });
      await scheduleStep(tx, tenant, active.id, 'late', addDays(startDate, 1));
      if (active.status === 'scheduled')
        await planOpening(tx, tenant, await reload(tx, tenant, active.id), employee, links);
      return;
    }
    if (await repo.findCaseForStart(tx, tenant, employeeId, startDate)) return;
    const created = await repo.insertCase(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      employeeId,
      status: 'scheduled',
      startDate,
      opensOn,
    });
    if (!created) return; // another worker created it first
    await scheduleStep(tx, tenant, created.id, 'late', addDays(startDate, 1));
    await planOpening(tx, tenant, created, employee, links);
  });
}

/** Opens a scheduled case now if its day has come, else queues its opening for that day. */
async function planOpening(
  tx: Db,
  tenant: CompanyScope,
  row: repo.CaseRow,
  employee: TEmployee,
  links: OnboardingLinks,
) {
  if (row.opensOn <= todayUtc()) await openCase(tx, tenant, row, employee, links);
  else await scheduleStep(tx, tenant, row.id, 'open', row.opensOn);
}

/** The draft opens (event `onboarding.opened`); the hire gets their link if the policy offers choices. */
async function openCase(tx: Db, tenant: CompanyScope, row: repo.CaseRow, employee: TEmployee, links: OnboardingLinks) {
  const draft = await draftFor(tx, tenant, employee, row.choices);
  const today = todayUtc();
  if (draft.choices.length > 0) {
    const token = randomBytes(32).toString('base64url');
    const deadline = laterDay(
      addDays(today, 1),
      earlierDay(addDays(today, CHOICE_DAYS), addDays(row.startDate, -CHOICE_MARGIN_DAYS)),
    );
    await repo.updateCase(tx, row.id, { status: 'open', choiceTokenHash: hashSecret(token), choiceDeadline: deadline });
    // The hire may pick through the deadline day; the step runs when it is over.
    await scheduleStep(tx, tenant, row.id, 'deadline', addDays(deadline, 1));
    const company = await getCompanyOrThrow(tx, tenant.companyId);
    await queueMessages(tx, tenant, [
      {
        kind: 'email',
        subject: `onboarding:${row.id}`,
        payload: {
          to: [employee.email],
          subject: `Choose your equipment for ${company.name}`,
          text: [
            `Hello ${employee.name.split(' ')[0]},`,
            '',
            `Welcome to ${company.name}! Before you start on ${row.startDate}, choose your equipment (${draft.choices.map((choice) => choice.name).join(', ')}):`,
            '',
            links.choiceUrl(token),
            '',
            `The link works once and until ${deadline}; after that we order the standard options for you.`,
            '',
          ].join('\n'),
        },
      },
    ]);
  } else {
    await repo.updateCase(tx, row.id, { status: 'open' });
  }
  const opened = await reload(tx, tenant, row.id);
  await recordEvent(tx, tenant, 'onboarding.opened', await present(tx, tenant, opened, employee));
  if (draft.choices.length === 0) await autoSubmit(tx, tenant, opened, employee);
}

/** Submits the draft by itself when the company asks for it and nothing blocks it. */
async function autoSubmit(tx: Db, tenant: CompanyScope, row: repo.CaseRow, employee: TEmployee) {
  const { auto_submit: isOn } = await getOnboardingSettings(tx, tenant.companyId);
  if (!isOn || row.status !== 'open') return;
  const draft = await draftFor(tx, tenant, employee, row.choices);
  if (!draft.request) return; // IT staff see the blockers on the case
  await submitDraft(tx, tenant, row, employee, draft.request, {});
}

async function submitDraft(
  tx: Db,
  tenant: CompanyScope,
  row: repo.CaseRow,
  employee: TEmployee,
  request: NonNullable<Awaited<ReturnType<typeof draftFor>>['request']>,
  options: { requesterEmail?: string; onQuoteCreated?: QuoteCreatedHook; at?: Date },
) {
  const manager = employee.manager_email;
  const quote = await createQuote(
    tx,
    tenant,
    {
      ...request,
      requester_email: options.requesterEmail ?? manager ?? employee.email,
      requester_name: options.requesterEmail ? undefined : `Onboarding of ${employee.name}`,
      po_number: undefined,
    },
    options.onQuoteCreated,
  );
  await endInsertReport(tx);
  await repo.updateCase(tx, row.id, {
    status: 'submitted',
    quoteId: quote.id,
    submittedAt: options.at ?? clock.now(),
    choiceTokenHash: null,
  });
}

async function cancelCase(tx: Db, tenant: CompanyScope, row: repo.CaseRow, reason: string) {
  await repo.updateCase(tx, row.id, {
    status: 'cancelled',
    cancelledAt: clock.now(),
    cancelReason: reason,
    choiceTokenHash: null,
  });
  await recordEvent(tx, tenant, 'onboarding.cancelled', await present(tx, tenant, await reload(tx, tenant, row.id)));
}

/** Who submits a case: the person the key named and the key, and what they may read. */
export type Submitter = { actor: StoredChoicePick['actor']; view: CaseView };
const NO_SUBMITTER: Submitter = { actor: null, view: FULL_VIEW };

/**
 * IT staff submit the draft as a quote (scope `quotes:write`), picking for choices the hire has not made; a choice
 * the hire made keeps their pick unless `override_choices` says otherwise.
 */
export async function submitCase(
  db: Db,
  tenant: CompanyScope,
  id: string,
  input: TSubmitOnboardingRequest,
  onQuoteCreated?: QuoteCreatedHook,
  submitter: Submitter = NO_SUBMITTER,
) {
  return db.transaction(async (tx) => {
    const row = await repo.findCase(tx, tenant, id, { lock: true });
    if (!row) throw notFound('onboarding case', id);
    if (row.status !== 'open') {
      throw new ApiError(
        'CONFLICT',
        row.status === 'scheduled'
          ? `Onboarding case ${id} opens on ${row.opensOn}; it can be submitted from then on.`
          : `Onboarding case ${id} is ${row.status}; only an open case can be submitted.`,
        { status: row.status },
      );
    }
    const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
    const at = clock.now();
    const requested = await checkedPicks(tx, tenant, employee, input.choices ?? {}, 'choices');
    const { choices, picks } = picksOfStaff(row, requested, {
      override: input.override_choices === true,
      at: at.toISOString(),
      actor: submitter.actor,
    });
    const draft = await draftFor(tx, tenant, employee, choices, {
      ...(submitter.view.showsEmployee ? {} : { who: 'The hire' }),
    });
    if (!draft.request) {
      throw new ApiError('CONFLICT', `The draft cannot be submitted yet: ${draft.blockers.join(' ')}`, {
        blockers: draft.blockers,
      });
    }
    await repo.updateCase(tx, row.id, { choices, choicePicks: picks });
    await submitDraft(tx, tenant, row, employee, draft.request, {
      requesterEmail: input.requester_email,
      onQuoteCreated,
      at,
    });
    return present(tx, tenant, await reload(tx, tenant, row.id), employee, submitter.view);
  });
}

/**
 * IT staff's picks applied to a case: until it is submitted only the hire picks, so a choice already in the case is
 * theirs and stands, unless `override` (then IT's pick replaces it and the hire's option is kept beside it).
 */
function picksOfStaff(
  row: repo.CaseRow,
  requested: Record<string, string>,
  options: { override: boolean; at: string; actor: StoredChoicePick['actor'] },
) {
  const choices = { ...row.choices };
  const picks = { ...row.choicePicks };
  for (const [name, option] of Object.entries(requested)) {
    const hireOption = row.choices[name];
    if (hireOption !== undefined && (!options.override || hireOption === option)) continue;
    choices[name] = option;
    picks[name] = { option, by: 'it_staff', at: options.at, actor: options.actor, hire_option: hireOption ?? null };
  }
  return { choices, picks };
}

/** The picks, checked against the hire's policy: each names one of its choices and one of that choice's options. */
async function checkedPicks(
  tx: Db,
  tenant: CompanyScope,
  employee: TEmployee,
  picks: Record<string, string>,
  path: string,
) {
  const policy = await policyFor(tx, tenant, {
    department: employee.department,
    country: employee.country,
    jobTitle: employee.job_title,
  });
  const checked: Record<string, string> = {};
  const problems: { path: string; message: string }[] = [];
  for (const [name, label] of Object.entries(picks)) {
    const choice = policy?.choices.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!choice) {
      problems.push({
        path: `${path}.${name}`,
        message: `is not a choice of the policy; its choices are: ${policy?.choices.map((c) => c.name).join(', ') || 'none'}`,
      });
      continue;
    }
    const { option, isPicked } = optionTaken(choice, label);
    if (!isPicked) {
      problems.push({
        path: `${path}.${name}`,
        message: `'${label}' is not an option; pick one of ${choice.options.map((o) => o.label).join(', ')}`,
      });
      continue;
    }
    checked[choice.name] = option.label;
  }
  if (problems.length > 0) {
    throw new ApiError('VALIDATION_ERROR', `${problems[0]!.path}: ${problems[0]!.message}`, problems);
  }
  return checked;
}

/** One step of a case that fell due (its job): opening, the choice deadline, or the late check. */
export async function runStep(db: Db, tenant: CompanyScope, id: string, step: OnboardingStep, links: OnboardingLinks) {
  await db.transaction(async (tx) => {
    const row = await repo.findCase(tx, tenant, id, { lock: true });
    if (!row) return;
    const today = todayUtc();
    if (step === 'open') {
      if (row.status !== 'scheduled' || row.opensOn > today) return; // moved to a later day, or opened already
      await openCase(tx, tenant, row, toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId)), links);
    } else if (step === 'deadline') {
      if (row.status !== 'open' || !row.choiceDeadline || row.choiceDeadline >= today) return;
      await repo.updateCase(tx, row.id, { choiceTokenHash: null });
      const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
      await autoSubmit(tx, tenant, await reload(tx, tenant, row.id), employee);
    } else {
      if (row.status === 'completed' || row.status === 'cancelled' || row.lateAt || addDays(row.startDate, 1) > today)
        return;
      await repo.updateCase(tx, row.id, { lateAt: clock.now() });
      await recordEvent(tx, tenant, 'onboarding.late', await present(tx, tenant, await reload(tx, tenant, row.id)));
    }
  });
}

/** A quote was delivered to one of its recipients: the case that follows it completes once all of it is. */
export async function onQuoteDelivered(db: Db, tenant: CompanyScope, quoteId: string) {
  await db.transaction(async (tx) => {
    const row = await repo.findCaseByQuote(tx, tenant, quoteId);
    if (!row || row.status !== 'submitted') return;
    const quote = await getQuoteOrThrow(tx, tenant, quoteId);
    if (quote.status !== 'Delivered') return;
    await repo.updateCase(tx, row.id, { status: 'completed', completedAt: clock.now() });
    await recordEvent(tx, tenant, 'onboarding.completed', await present(tx, tenant, await reload(tx, tenant, row.id)));
  });
}

/** What the hire's one-time link shows; 404 once it was used, the deadline passed or the draft was submitted. */
export async function getChoicePage(db: Db, token: string): Promise<TOnboardingChoicePage> {
  return db.transaction(async (tx) => {
    const { row, tenant, employee } = await caseOfToken(tx, token);
    const policy = await policyFor(tx, tenant, {
      department: employee.department,
      country: employee.country,
      jobTitle: employee.job_title,
    });
    const products = await findProductsByIds(
      tx,
      policy?.choices.flatMap((choice) => choice.options.map((option) => option.product_id)) ?? [],
    );
    const company = await getCompanyOrThrow(tx, tenant.companyId);
    return {
      first_name: employee.name.split(' ')[0]!,
      company: company.name,
      start_date: row.startDate,
      deadline: row.choiceDeadline,
      choices: (policy?.choices ?? []).map((choice) => ({
        name: choice.name,
        default_option: choice.default_option,
        chosen: row.choices[choice.name] ?? null,
        options: choice.options.map((option) => ({
          label: option.label,
          product: products.get(option.product_id)?.name ?? option.label,
          image_url: products.get(option.product_id)?.image_url ?? null,
        })),
      })),
    };
  });
}

/** The hire's picks through their one-time link, which then stops working. */
export async function makeChoices(db: Db, token: string, picks: Record<string, string>) {
  await db.transaction(async (tx) => {
    const { row, tenant, employee } = await caseOfToken(tx, token);
    const checked = await checkedPicks(tx, tenant, employee, picks, 'choices');
    const at = clock.now();
    const made = Object.fromEntries(
      Object.entries(checked).map(([name, option]): [string, StoredChoicePick] => [
        name,
        { option, by: 'hire', at: at.toISOString(), actor: null, hire_option: option },
      ]),
    );
    await repo.updateCase(tx, row.id, {
      choices: { ...row.choices, ...checked },
      choicePicks: { ...row.choicePicks, ...made },
      choicesMadeAt: at,
      choiceTokenHash: null,
    });
    await autoSubmit(tx, tenant, await reload(tx, tenant, row.id), employee);
  });
}

async function caseOfToken(tx: Db, token: string) {
  const row = await repo.findCaseByTokenHash(tx, hashSecret(token));
  const gone = () =>
    new ApiError(
      'NOT_FOUND',
      'This link is no longer valid: it was used already, or the time to choose has passed. Ask your IT team if you need to change something.',
    );
  if (!row || row.status !== 'open' || (row.choiceDeadline && row.choiceDeadline < todayUtc())) throw gone();
  const tenant = companyScope(row.companyId, row.livemode);
  const employee = toEmployee(await getEmployeeOrThrow(tx, tenant, row.employeeId));
  return { row, tenant, employee };
}
