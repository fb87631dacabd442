// The leads CSV names the landing-page experiment a lead arrived through and the variant the
// visitor was shown, 1-based as the console shows it, the control marked: "1 (control)", "2", … (docs/experiments.md).

type Experiment = { id: string; name: string; arm: number };

export const EXPERIMENT_COLUMNS = ['experiment', 'experiment variant'] as const;

const variantCell = (arm: number) => (arm === 0 ? '1 (control)' : String(arm + 1));

/** The lead rows with their experiment spread into EXPERIMENT_COLUMNS (empty for a lead outside any experiment). */
export function withExperimentColumns(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const experiment = row.experiment as Experiment | null | undefined;
    return { ...row, experiment: experiment?.name ?? '', 'experiment variant': experiment ? variantCell(experiment.arm) : '' };
  });
}
