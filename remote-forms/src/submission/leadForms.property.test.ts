import fc from 'fast-check';
import { BUDGET_OPTIONS, familyAFields, formatPhone, FORM_TYPES, GENRE_OPTIONS, MANUSCRIPT_STATUS_OPTIONS, PACKAGE_OPTIONS, PLAN_NAMES, PLAN_PACKAGES, SERVICE_OPTIONS, type FormType } from '@bookcraft/shared';
import { leadFormASchema, leadFormBValuesSchema, leadPayloadSchemaFor, validate, type LeadFormBVariant } from '@bookcraft/shared/contracts';
import { familyAPayload } from '../familyA/payload';
import { familyBPayload, type PackageSelector } from '../familyB/payload';

// The forms and the server (server/src/http/routes/forms.ts) agree on every lead.
// The client validates what the form holds with `validate` and a shared schema, and sends what
// the forms' own payload builders make of it; the server validates the JSON it receives with
// `validate` and the schema `leadPayloadSchemaFor` picks.

/** Text as typed or pasted: plausible, empty, any code point (NUL included), lone surrogates, markup and SQL. */
const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', ' \t\n ', "O'Brien", '<script>alert(1)</script>', "'; DROP TABLE leads; --", '../../etc/passwd'),
  fc.tuple(fc.string(), loneSurrogate, fc.string()).map((parts) => parts.join('')),
);
const textNear = (max: number) => fc.constantFrom(max - 1, max, max + 1).map((length) => 'w'.repeat(length));
const field = (plausible: fc.Arbitrary<string>, max?: number) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: plausible.map((value) => ` ${value} `) }, ...(max ? [{ weight: 1, arbitrary: textNear(max) }] : []));
/** What the phone input holds: whatever was typed, through the mask (requirements §5.1). */
const maskedPhone = fc.oneof(fc.stringMatching(/^\d{0,12}$/), fc.string(), fc.constantFrom('+1 (212) 555-0147', '212.555.0147')).map(formatPhone);
/** A select holds one of its options, or nothing: react-final-form turns the placeholder's "" into undefined. */
const select = <Option extends string>(options: readonly Option[]) => fc.option(fc.constantFrom(...options), { nil: undefined });
/** Context the page adds as the page has it: its own address (sometimes very long), the stored customer id. */
const context = fc.record({
  link: fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.nat({ max: 4_000 }).map((length) => `https://bookcraft.example/LP-GN-GAD?gclid=${'g'.repeat(length)}`)),
  customerId: fc.option(fc.uuid(), { nil: undefined }),
  website: fc.option(fc.oneof(anyText, textNear(500)), { nil: undefined }),
});

const name = fc.constantFrom('Ada Writer', 'Zoë Ñúñez', '李小龍', 'Grace');
const email = field(fc.oneof(fc.emailAddress(), fc.constantFrom('ada@example.com', 'a@b', 'ada@example.c')), 254);
const message = field(fc.constantFrom('A book about lighthouses.', 'x'), 5000);

/** The server's side: the JSON the browser sends, validated as forms.ts does. */
function serverReads(payload: unknown) {
  const body: unknown = JSON.parse(JSON.stringify(payload));
  return validate(leadPayloadSchemaFor(body), body);
}

const fieldNames = (result: ReturnType<typeof validate>) => (result.success ? [] : Object.keys(result.fields).sort());

describe('family A (popup and hero forms): client and server agree', () => {
  const values = (formType: FormType) => {
    const shown = familyAFields(formType);
    return fc.record({
      full_name: field(name, 100),
      email,
      phone: maskedPhone,
      message,
      service: select(shown.budget ?? BUDGET_OPTIONS),
      genre: select(shown.genres ?? GENRE_OPTIONS),
      manuscript_status: select(shown.manuscriptStatus ?? MANUSCRIPT_STATUS_OPTIONS),
    });
  };

  it.each(FORM_TYPES)('%s: the same verdict, the same failing fields, the same lead', (formType) => {
    fc.assert(
      fc.property(values(formType), context, (typed, page) => {
        const payload = familyAPayload(formType, { ...typed, website: page.website }, page);
        const client = validate(leadFormASchema(formType), payload);
        const server = serverReads(payload);
        expect(server.success).toBe(client.success);
        expect(fieldNames(server)).toEqual(fieldNames(client));
        if (client.success && server.success) expect(server.data).toEqual(client.data);
      }),
      { numRuns: 150 },
    );
  });
});

describe('family B (landing and footer forms): client and server agree', () => {
  const values = fc.record({
    first_name: field(name, 60),
    last_name: field(name, 60),
    email: field(fc.oneof(fc.emailAddress(), fc.constantFrom('ada@example.com', 'ada@example.museum', 'a+b@example.com', 'ada@exa_mple.com')), 254),
    phone: maskedPhone,
    services: fc.subarray([...SERVICE_OPTIONS]).chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length })),
    message,
    packageSelector: fc.constantFrom<PackageSelector>('none', 'packages', 'plans'),
    package: select(PACKAGE_OPTIONS),
    plan: select(PLAN_NAMES),
    optIn: fc.boolean(),
  });

  it.each<LeadFormBVariant>(['landing', 'footer'])('%s: what the form lets through the server takes, and the reverse', (variant) => {
    fc.assert(
      fc.property(values, context, fc.constantFrom('Publishing', 'SelfPublishing', 'VideoTrailer') as fc.Arbitrary<FormType>, (typed, page, formType) => {
        // The package selector is on the page only with a package parameter, and holds a plan on the pricing page.
        const { packageSelector, ...rest } = typed;
        const held = { ...rest, package: packageSelector === 'packages' ? typed.package : undefined, plan: packageSelector === 'plans' ? typed.plan : undefined, website: page.website };
        // Only a form with the opt-in ticked is ever sent (its submit button is disabled until then).
        const payload = familyBPayload({ variant, formType, packageSelector }, held, page);
        const client = validate(leadFormBValuesSchema(variant), held);
        const server = serverReads(payload);
        expect(client.success).toBe(server.success && typed.optIn);
        // The server names the joined services `service`; the form shows them as `services`.
        const serverFields = fieldNames(server).map((key) => (key === 'service' ? 'services' : key));
        if (typed.optIn) expect(serverFields).toEqual(fieldNames(client));
        // A plan chosen on the pricing page reaches the server with the package it is sold as.
        if (server.success && held.plan) expect(server.data).toMatchObject({ plan: held.plan, package: PLAN_PACKAGES[held.plan] });
      }),
      { numRuns: 300 },
    );
  });
});
