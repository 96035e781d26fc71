// The SCIM schemas Loadout serves (RFC 7643) and the discovery documents that describe them: what a client may
// read at /ServiceProviderConfig, /ResourceTypes and /Schemas before it provisions anyone.

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
/** Loadout's own extension: the dates that drive onboarding and offboarding. */
export const LIFECYCLE_USER = 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** Largest page a list answers (`count` above it is lowered to it). */
export const MAX_RESULTS = 200;

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued?: boolean;
  required?: boolean;
  uniqueness?: 'none' | 'server';
  mutability?: 'readOnly' | 'readWrite';
  description: string;
  subAttributes?: Attribute[];
};

const text = (name: string, description: string, extra: Partial<Attribute> = {}): Attribute => ({
  name,
  type: 'string',
  description,
  ...extra,
});

const CORE_ATTRIBUTES: Attribute[] = [
  text('userName', "The user's sign-in name; an e-mail address unless `emails` gives one.", {
    required: true,
    uniqueness: 'server',
  }),
  text('externalId', "The identity provider's own id of the user (Loadout's `hris_id`)."),
  {
    name: 'name',
    type: 'complex',
    description: "The user's name.",
    subAttributes: [
      text('formatted', 'The full name as shown.'),
      text('givenName', 'Given name.'),
      text('familyName', 'Family name.'),
    ],
  },
  text('displayName', 'The name shown when `name` is absent.'),
  text('title', 'Job title.'),
  { name: 'active', type: 'boolean', description: 'false: the person is leaving (offboarding starts).' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    description: 'The work e-mail address (primary, or of type work) is the employee e-mail.',
    subAttributes: [text('value', 'E-mail address.'), text('type', 'work, home or other.'), primary()],
  },
  {
    name: 'addresses',
    type: 'complex',
    multiValued: true,
    description: 'The work address is where devices are delivered.',
    subAttributes: [
      text('type', 'work, home or other.'),
      text('formatted', 'The full address.'),
      text('streetAddress', 'Street and number.'),
      text('locality', 'City.'),
      text('region', 'State or region.'),
      text('postalCode', 'Postal code.'),
      text('country', 'ISO 3166-1 alpha-2 country code, e.g. DE.'),
      primary(),
    ],
  },
];

const ENTERPRISE_ATTRIBUTES: Attribute[] = [
  text('employeeNumber', "The person's number in the HR system."),
  text('department', 'Department.'),
  {
    name: 'manager',
    type: 'complex',
    description: 'The manager, by their SCIM id.',
    subAttributes: [
      text('value', "The manager's id."),
      text('displayName', "The manager's name.", { mutability: 'readOnly' }),
    ],
  },
];

const LIFECYCLE_ATTRIBUTES: Attribute[] = [
  text('startDate', 'The first working day, YYYY-MM-DD: onboarding works towards it.'),
  text('endDate', 'The last working day, YYYY-MM-DD: offboarding retrieves devices by it.'),
];

function primary(): Attribute {
  return { name: 'primary', type: 'boolean', description: 'The one to use.' };
}

function schemaDocument(id: string, name: string, description: string, attributes: Attribute[], location: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id,
    name,
    description,
    attributes: attributes.map(withDefaults),
    meta: { resourceType: 'Schema', location: `${location}/Schemas/${id}` },
  };
}

function withDefaults(attribute: Attribute): Record<string, unknown> {
  return {
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...attribute,
    ...(attribute.subAttributes ? { subAttributes: attribute.subAttributes.map(withDefaults) } : {}),
  };
}

export function schemaDocuments(base: string) {
  return [
    schemaDocument(CORE_USER, 'User', 'An employee of the company.', CORE_ATTRIBUTES, base),
    schemaDocument(
      ENTERPRISE_USER,
      'EnterpriseUser',
      'Employee number, department and manager.',
      ENTERPRISE_ATTRIBUTES,
      base,
    ),
    schemaDocument(LIFECYCLE_USER, 'LoadoutLifecycle', 'Start and end dates.', LIFECYCLE_ATTRIBUTES, base),
  ];
}

export function resourceTypes(base: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'Employees of the company',
      schema: CORE_USER,
      schemaExtensions: [
        { schema: ENTERPRISE_USER, required: false },
        { schema: LIFECYCLE_USER, required: false },
      ],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
  ];
}

export function serviceProviderConfig(base: string, documentationUri: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token issued by Loadout (lo_scim_live_… or lo_scim_test_…) in the Authorization header.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

/** Every attribute a User may carry at its top level, with the extensions; what is not here is refused. */
export const KNOWN_TOP_LEVEL = new Set(
  [
    'schemas',
    'id',
    'meta',
    ...CORE_ATTRIBUTES.map((attribute) => attribute.name),
    // Core attributes Loadout does not keep; clients send them and they are accepted without effect.
    'nickName',
    'profileUrl',
    'userType',
    'preferredLanguage',
    'locale',
    'timezone',
    'password',
    'phoneNumbers',
    'ims',
    'photos',
    'groups',
    'entitlements',
    'roles',
    'x509Certificates',
    ENTERPRISE_USER,
    LIFECYCLE_USER,
  ].map((name) => name.toLowerCase()),
);

export const ENTERPRISE_NAMES = new Set(ENTERPRISE_ATTRIBUTES.map((attribute) => attribute.name.toLowerCase()));
export const LIFECYCLE_NAMES = new Set(LIFECYCLE_ATTRIBUTES.map((attribute) => attribute.name.toLowerCase()));
