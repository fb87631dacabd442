/** Colours chosen for WCAG AA contrast on white (accent 5.0:1, muted 7.4:1). */
export const colors = {
  ink: '#1f2937',
  muted: '#4b5563',
  navy: '#12263a',
  accent: '#b45309',
  accentDark: '#92400e',
  surface: '#f8f5f0',
  focus: '#2563eb',
  white: '#ffffff',
};

export const SMALL_SCREEN = '@media (max-width: 767px)';
export const LARGE_SCREEN = '@media (min-width: 768px)';
