import { invalidFilter } from './errors';

// The filters identity providers send when they look a user up before creating or linking it: Okta's
// `userName eq "ada@acme.example"`, Entra ID's `userName eq "…"` or `externalId eq "…"`, and conjunctions of those
// (RFC 7644 §3.4.2.2). Only `eq` is supported; anything else is refused with `invalidFilter`, as the RFC asks.

export type FilterAttribute = 'id' | 'userName' | 'externalId' | 'email' | 'displayName';
export type Comparison = { attribute: FilterAttribute; value: string };

const ATTRIBUTES: Record<string, FilterAttribute> = {
  id: 'id',
  username: 'userName',
  externalid: 'externalId',
  'emails.value': 'email',
  'emails[type eq "work"].value': 'email',
  emails: 'email',
  displayname: 'displayName',
};

const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:user:';
const COMPARISON =
  /^\s*([A-Za-z][\w.:]*(?:\[[^\]]*\])?(?:\.\w+)?)\s+(\w+)\s+("(?:[^"\\]|\\.)*"|true|false|null|[\d.]+)\s*/;

/** Parses `a eq "x" and b eq "y"`: every comparison must hold. */
export function parseFilter(text: string): Comparison[] {
  const comparisons: Comparison[] = [];
  let rest = text.trim();
  if (!rest) throw invalidFilter('The filter is empty. Send, for example, filter=userName eq "ada@acme.example".');
  for (;;) {
    const match = COMPARISON.exec(rest);
    if (!match)
      throw invalidFilter(`The filter "${text}" cannot be read. Send, for example, userName eq "ada@acme.example".`);
    const [whole, rawPath, operator, rawValue] = match as unknown as [string, string, string, string];
    let path = rawPath.toLowerCase();
    if (path.startsWith(CORE_USER)) path = path.slice(CORE_USER.length);
    const attribute = ATTRIBUTES[path.replace(/\s+/g, ' ')];
    if (!attribute) {
      throw invalidFilter(
        `Users cannot be filtered on "${rawPath}". Filter on userName, externalId, emails.value, displayName or id.`,
      );
    }
    if (operator.toLowerCase() !== 'eq') {
      throw invalidFilter(`The operator "${operator}" is not supported; only eq is (e.g. userName eq "…").`);
    }
    if (!rawValue.startsWith('"')) throw invalidFilter(`Compare ${rawPath} with a quoted string, e.g. "…".`);
    comparisons.push({ attribute, value: JSON.parse(rawValue) as string });
    rest = rest.slice(whole.length);
    if (!rest) return comparisons;
    const joined = /^and\s+/i.exec(rest);
    if (!joined) {
      throw invalidFilter(
        /^or\s/i.test(rest)
          ? 'The operator "or" is not supported; send one lookup per request, or join comparisons with "and".'
          : `The filter "${text}" cannot be read after "${text.slice(0, text.length - rest.length).trim()}".`,
      );
    }
    rest = rest.slice(joined[0].length);
  }
}
