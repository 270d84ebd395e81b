/**
 * How the API words a request its schema refuses (plugins/errors.ts): `Invalid <part>: <field> <rule>; …`,
 * with each rule in the validator's (Ajv's) own English. Listed here so those answers, too, reach a member in
 * their language; the field names stay as the API spells them.
 */
export const SCHEMA_MESSAGES = {
  invalidBody: 'Invalid body: {details}',
  invalidQuerystring: 'Invalid querystring: {details}',
  invalidParams: 'Invalid params: {details}',
  invalidHeaders: 'Invalid headers: {details}',
  invalidRequest: 'Invalid request: {details}',
  required: 'is required',
  tooLong: 'must NOT have more than {limit} characters',
  tooShort: 'must NOT have fewer than {limit} characters',
  tooManyItems: 'must NOT have more than {limit} items',
  tooFewItems: 'must NOT have fewer than {limit} items',
  atMost: 'must be <= {limit}',
  atLeast: 'must be >= {limit}',
  notInteger: 'must be integer',
  notNumber: 'must be number',
  notString: 'must be string',
  notBoolean: 'must be boolean',
  notObject: 'must be object',
  notArray: 'must be array',
  notAllowed: 'must be equal to one of the allowed values',
  notConstant: 'must be equal to constant',
  unknownProperty: 'must NOT have additional properties',
  format: 'must match format "{format}"',
  invalid: 'is invalid',
} as const;

/** The placeholder of the `invalid…` messages: `<field> <rule>` pairs, `; ` apart. */
export const SCHEMA_DETAILS_PLACEHOLDER = 'details';
