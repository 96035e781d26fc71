import { describe, expect, it } from 'vitest';
import { formatCommand, planPrerequisites, type MachineFacts } from '../support/prerequisites';

/** A machine where everything the tests need is there, changed by `change`. */
function machine(change: (facts: MachineFacts) => void = () => undefined): MachineFacts {
  const facts: MachineFacts = {
    privilege: 'root',
    hasAptGet: true,
    chromium: { path: '/usr/bin/chromium', isInstalled: true },
    prometheus: { isInstalled: true },
    poppler: { isInstalled: true },
    postgres: { url: 'postgres://root@127.0.0.1:5432/test', isLocal: true, isRunning: true, clusters: ['15'] },
    redis: { url: 'redis://127.0.0.1:6379', isLocal: true, isRunning: true, isInstalled: true },
  };
  change(facts);
  return facts;
}

const commandsOf = (facts: MachineFacts) =>
  planPrerequisites(facts).actions.flatMap((action) => action.commands.map(formatCommand));

describe('what npm test does before it runs (tests/support/prepare-machine.ts)', () => {
  it('does nothing when Chromium, Prometheus, PostgreSQL and Redis are there', () => {
    expect(planPrerequisites(machine())).toEqual({ actions: [], problems: [] });
  });

  it("installs Debian's chromium when it is missing, as root or through sudo", () => {
    const missing = (privilege: MachineFacts['privilege']) =>
      machine((facts) =>
        Object.assign(facts, { privilege, chromium: { path: '/usr/bin/chromium', isInstalled: false } }),
      );
    expect(commandsOf(missing('root'))).toEqual([
      'apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    expect(commandsOf(missing('sudo'))).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    expect(planPrerequisites(missing('sudo')).problems).toEqual([]);
  });

  it("installs Debian's poppler-utils when pdftoppm or pdftotext is missing, or says how", () => {
    for (const privilege of ['root', 'sudo'] as const) {
      const plan = planPrerequisites(
        machine((facts) => Object.assign(facts, { privilege, poppler: { isInstalled: false } })),
      );
      expect(plan.problems).toEqual([]);
      expect(plan.actions.flatMap((action) => action.commands.map(formatCommand))).toContainEqual(
        `${privilege === 'sudo' ? 'sudo -n ' : ''}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils`,
      );
    }
    const refused = planPrerequisites(
      machine((facts) => Object.assign(facts, { privilege: 'none', poppler: { isInstalled: false } })),
    );
    expect(refused.actions).toEqual([]);
    expect(refused.problems).toEqual([
      expect.stringContaining('sudo apt-get install --no-install-recommends poppler-utils'),
    ]);
  });

  it("installs Debian's prometheus when it is missing, and keeps its service off", () => {
    const missing = (privilege: MachineFacts['privilege']) =>
      machine((facts) => Object.assign(facts, { privilege, prometheus: { isInstalled: false } }));
    expect(commandsOf(missing('root'))).toEqual([
      'apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus',
      expect.stringMatching(/^sh -c 'if \[ -d \/run\/systemd\/system \]; then systemctl disable --now prometheus;/),
    ]);
    expect(commandsOf(missing('sudo')).every((command) => command.startsWith('sudo -n '))).toBe(true);
    const cannot = planPrerequisites(
      machine((facts) => Object.assign(facts, { privilege: 'none', prometheus: { isInstalled: false } })),
    );
    expect(cannot.actions).toEqual([]);
    expect(cannot.problems).toEqual([
      expect.stringContaining('run `sudo apt-get install --no-install-recommends prometheus`'),
    ]);
  });

  it('stops with the command to run when Chromium is missing and this user cannot install it', () => {
    const plan = planPrerequisites(
      machine((facts) =>
        Object.assign(facts, { privilege: 'none', chromium: { path: '/usr/bin/chromium', isInstalled: false } }),
      ),
    );
    expect(plan.actions).toEqual([]);
    expect(plan.problems).toEqual([expect.stringContaining('run `sudo apt-get install chromium`')]);
  });

  it('never installs over a CHROMIUM_PATH that is wrong, nor without apt-get', () => {
    const wrongPath = planPrerequisites(
      machine((facts) => (facts.chromium = { path: '/opt/chrome/chrome', isInstalled: false })),
    );
    expect(wrongPath.actions).toEqual([]);
    expect(wrongPath.problems).toEqual([
      expect.stringMatching(/^CHROMIUM_PATH is \/opt\/chrome\/chrome, which is not an executable file/),
    ]);
    const noApt = planPrerequisites(
      machine((facts) =>
        Object.assign(facts, { hasAptGet: false, chromium: { path: '/usr/bin/chromium', isInstalled: false } }),
      ),
    );
    expect(noApt.problems).toEqual([expect.stringContaining('no apt-get: install Chromium and set CHROMIUM_PATH')]);
  });

  it('starts an installed but stopped PostgreSQL cluster and Redis, and waits for them', () => {
    const plan = planPrerequisites(
      machine((facts) => {
        facts.postgres.isRunning = false;
        facts.redis.isRunning = false;
      }),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.actions.map((action) => [action.commands.map(formatCommand), action.waitFor])).toEqual([
      [['pg_ctlcluster --skip-systemctl-redirect 15 main start'], 'postgres'],
      [['redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no'], 'redis'],
    ]);
  });

  it('starts PostgreSQL through sudo, and says what to run when it may not', () => {
    const stopped = (privilege: MachineFacts['privilege']) =>
      machine((facts) => {
        facts.privilege = privilege;
        facts.postgres.isRunning = false;
      });
    expect(commandsOf(stopped('sudo'))).toEqual(['sudo -n pg_ctlcluster --skip-systemctl-redirect 15 main start']);
    expect(planPrerequisites(stopped('none'))).toEqual({
      actions: [],
      problems: [
        'PostgreSQL is installed but stopped, and this user cannot start it: run `sudo pg_ctlcluster --skip-systemctl-redirect 15 main start`, then npm test again.',
      ],
    });
  });

  it('says how to install PostgreSQL or Redis when they are not there at all', () => {
    const plan = planPrerequisites(
      machine((facts) => {
        facts.postgres = { ...facts.postgres, isRunning: false, clusters: [] };
        facts.redis = { ...facts.redis, isRunning: false, isInstalled: false };
      }),
    );
    expect(plan.actions).toEqual([]);
    expect(plan.problems).toEqual([
      expect.stringContaining('run `sudo apt-get install postgresql`'),
      expect.stringContaining('run `sudo apt-get install redis-server`'),
    ]);
  });

  it('starts nothing for a remote DATABASE_URL or TEST_REDIS_URL that does not answer', () => {
    const plan = planPrerequisites(
      machine((facts) => {
        facts.postgres = {
          ...facts.postgres,
          url: 'postgres://app:secret@db.internal:5432/ci',
          isLocal: false,
          isRunning: false,
        };
        facts.redis = { ...facts.redis, url: 'redis://cache.internal:6379', isLocal: false, isRunning: false };
      }),
    );
    expect(plan.actions).toEqual([]);
    expect(plan.problems).toEqual([
      'PostgreSQL at db.internal:5432 (DATABASE_URL) does not answer: start it, or unset DATABASE_URL to test against the local one.',
      'Redis at cache.internal:6379 (TEST_REDIS_URL) does not answer: start it, or unset TEST_REDIS_URL to test against the local one.',
    ]);
  });

  it('collects every problem, so one run says all that is missing', () => {
    const plan = planPrerequisites(
      machine((facts) => {
        facts.privilege = 'none';
        facts.chromium.isInstalled = false;
        facts.postgres.isRunning = false;
        facts.redis.isRunning = false;
      }),
    );
    expect(plan.problems).toHaveLength(2);
    // Redis needs no privilege; it is still started only when nothing else stops the run (see prepare-machine.ts).
    expect(plan.actions.map((action) => action.what)).toEqual(['starting Redis']);
  });
});
