import { employee, type World } from './world';

// People joining and leaving, as Acme's identity provider (Okta, over SCIM) tells Loadout: three hires whose
// onboarding cases are at different points — a choice link still pending, a choice made, a start date passed with
// the equipment not delivered — and two leavers, one whose devices are still out and one whose case completed once
// the operator brought their devices back to storage.

/** The leavers of the story: their devices stay out of the other chapters' device actions. */
export const LEAVERS = { open: 'hannah.levine@acme.example', completed: 'jordan.hayes@acme.example' } as const;

// `provisioned`, `chose` and `submitted` are days ago; `starts` is days from today (negative: already started).
const HIRES = [
  {
    key: 'pending',
    given: 'Amara',
    family: 'Okafor',
    department: 'Engineering',
    city: 'Austin, TX 78701',
    country: 'US',
    provisioned: 3,
    starts: 9,
  },
  {
    key: 'chose',
    given: 'Jonas',
    family: 'Weber',
    department: 'Engineering',
    city: '10119 Berlin',
    country: 'DE',
    provisioned: 8,
    starts: 12,
    chose: 5,
  },
  {
    key: 'late',
    given: 'Chloé',
    family: 'Martin',
    department: 'Marketing',
    city: '75011 Paris',
    country: 'FR',
    provisioned: 30,
    starts: -4,
    submitted: 20,
  },
] as const;

export function lifecycle(world: World) {
  const { api, timeline } = world;
  let scimToken = '';
  const scim = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    api.send(scimToken, method, url, body);

  timeline.at(60, 9, 'onboarding settings and the identity provider', async () => {
    await api.call('live', 'PATCH', '/api/v1/onboarding-settings', { lead_days: 21, auto_submit: false });
    scimToken = (await api.call('live', 'POST', '/api/v1/scim-tokens', { name: 'Okta' })).token;
  });

  for (const hire of HIRES) {
    const email = `${hire.given.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${hire.family.toLowerCase()}@acme.example`;
    const startDate = timeline.moment(-hire.starts, 0).toISOString().slice(0, 10);
    let employeeId = '';
    const caseOf = async () => (await api.call('live', 'GET', `/api/v1/onboarding-cases?employee_id=${employeeId}`))[0];
    timeline.at(hire.provisioned, 8, `hire ${hire.key}: provisioned by Okta`, async () => {
      employeeId = (
        await scim('POST', '/scim/v2/Users', {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
          userName: email,
          name: { givenName: hire.given, familyName: hire.family },
          emails: [{ value: email, type: 'work', primary: true }],
          addresses: [{ type: 'work', formatted: `Acme office, ${hire.city}`, country: hire.country, primary: true }],
          active: true,
          'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: hire.department },
          'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User': { startDate },
        })
      ).id;
    });
    if ('chose' in hire) {
      timeline.at(hire.chose, 19, `hire ${hire.key}: picks through the link`, async () => {
        const emails = await api.list('operator', '/operator/v1/outbox?kind=email');
        const invitation = emails.find((message) => message.delivery.to.includes(email));
        const token = /\/choose\/([\w-]+)/.exec(String(invitation?.payload.text ?? ''))?.[1];
        if (!token) throw new Error(`demo company: no choice link was e-mailed to ${email}`);
        const page = await api.send(null, 'GET', `/api/v1/onboarding-choices/${token}`);
        const choices = Object.fromEntries(
          page.choices.map((choice: { name: string; options: { label: string }[] }) => [
            choice.name,
            choice.options.at(-1)!.label,
          ]),
        );
        await api.send(null, 'POST', `/api/v1/onboarding-choices/${token}`, { choices });
      });
    }
    if ('submitted' in hire) {
      timeline.at(hire.submitted, 10, `hire ${hire.key}: IT staff submit the draft`, async () => {
        const found = await caseOf();
        await api.call(
          'live',
          'POST',
          `/api/v1/onboarding-cases/${found.id}/submit`,
          { requester_email: world.people.it.email },
          world.people.it,
        );
      });
    }
  }

  // Leavers: Okta deactivates them; their case lists what they hold.
  const deactivate = async (email: string) => {
    const found = await scim('GET', `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    await scim('PATCH', `/scim/v2/Users/${found.Resources[0].id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
  };
  const offboardingOf = async (email: string) =>
    (await api.call('live', 'GET', `/api/v1/offboarding-cases?employee_id=${employee(world, email).id}`))[0];

  timeline.at(45, 9, 'leaver: deactivated by Okta', () => deactivate(LEAVERS.completed));
  timeline.at(44, 10, 'leaver: IT staff retrieve the devices', async () => {
    const found = await offboardingOf(LEAVERS.completed);
    await api.call('live', 'POST', `/api/v1/offboarding-cases/${found.id}/retrieve`, { when: 'now' }, world.people.it);
  });
  timeline.at(38, 16, 'leaver: the operator brings the devices back', async () => {
    const actions = await api.list('live', '/api/v1/device-actions?status=in_progress');
    for (const action of actions.filter((candidate) => candidate.current_user?.email === LEAVERS.completed)) {
      await api.call('operator', 'POST', `/operator/v1/device-actions/${action.id}/complete`, { wipe_completed: true });
    }
  });
  timeline.at(2, 9, 'leaver with devices out: deactivated by Okta', () => deactivate(LEAVERS.open));
}
