import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules for the pages the server sends. Turned off, each for a reason:
 * the markup is React's server rendering, whose spelling of valid HTML differs from the preset's style.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes attribute names in the DOM's camelCase (srcSet, fetchPriority, autoComplete); HTML ignores their case.
    'attr-case': 'off',
    // React closes void elements (<input/>, <img/>, <source/>), which HTML allows.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (disabled=""), which HTML allows.
    'attribute-boolean-style': 'off',
    // useId's ids begin with "_" (_R_3ch_): valid HTML ids, which the strict form of the rule refuses.
    'valid-id': ['error', { relaxed: true }],
    // A checkbox group shares one name, as radio buttons do: the form reads the checked ones as a list.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // The lists a visitor may jump between carry a name (Services, Testimonials), which ARIA allows on a list.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // autocomplete="tel-national" on <input type="tel"> is in the HTML standard's autofill table (control group "Tel").
    'valid-autocomplete': 'off',
  },
};

const validator = new HtmlValidate(CONFIG);

/** Each finding on a page, as "rule: message (selector)"; none for a page that passes. */
export async function htmlFindings(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`));
}
