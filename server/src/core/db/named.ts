/**
 * Query parameters named where they are bound: `named({ id, email })` gives the query's `values` and,
 * for the SQL, `$('email')`, the placeholder of that value. No value is found by counting positions.
 */
export function named<T extends Record<string, unknown>>(values: T) {
  const names = Object.keys(values);
  return {
    values: Object.values(values),
    $: (name: keyof T & string) => `$${names.indexOf(name) + 1}`,
  };
}
