import { css } from '@emotion/react';
import { useSearchParams } from '@bookcraft/shared/router';
import type { PricingPlan } from '@bookcraft/shared';
import { goToFooterForm } from './actions';
import { button, colors, inner, section } from './styles';

const ROWS: { key: keyof PricingPlan; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'platforms', label: 'Platforms' },
  { key: 'editing', label: 'Editing' },
  { key: 'formatting', label: 'Formatting' },
  { key: 'design', label: 'Design' },
  { key: 'marketing', label: 'Marketing' },
  { key: 'additional', label: 'Additional' },
];

const table = css`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  th, td { padding: 0.75rem; border-bottom: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
  thead th { background: ${colors.navy}; color: ${colors.white}; }
  tbody th { color: ${colors.navy}; }
  tfoot button { padding: 0.6rem 1rem; white-space: nowrap; }
`;

/**
 * The six plans of requirements §9, side by side; scrolls sideways on a phone. Choosing a plan puts it in the URL's
 * `package` parameter, which the footer form reads (requirements §2.5), and takes the visitor to that form.
 */
export function PricingTable({ title, plans }: { title: string; plans: readonly PricingPlan[] }) {
  const [, setSearchParams] = useSearchParams();
  const choose = (plan: PricingPlan) => {
    setSearchParams(
      (params) => {
        params.set('package', plan.plan.toLowerCase());
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    goToFooterForm();
  };
  return (
    <section css={section} aria-labelledby="pricing-title">
      <div css={inner}>
        <h2 id="pricing-title">{title}</h2>
        <section css={css`overflow-x: auto;`} tabIndex={0} aria-label="Packages, scrollable">
          <table css={table}>
            <caption css={css`text-align: left; padding-bottom: 0.5rem;`}>Every package includes 100% royalties and no hidden fees.</caption>
            <thead>
              <tr>
                <th scope="col">Package</th>
                {plans.map((plan) => (
                  <th key={plan.plan} scope="col">
                    {plan.plan}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{plan[row.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                {plans.map((plan) => (
                  <td key={plan.plan}>
                    <button type="button" css={button} onClick={() => choose(plan)}>
                      Choose {plan.plan}
                    </button>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </section>
      </div>
    </section>
  );
}
