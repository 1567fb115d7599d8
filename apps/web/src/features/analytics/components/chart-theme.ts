/** Chart colours from the theme's variables, so charts follow light and dark alike. */
export const chartTheme = {
  first: 'var(--chart-1)',
  second: 'var(--chart-2)',
  grid: 'var(--border)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
};

export const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
  },
  labelStyle: { color: 'var(--popover-foreground)' },
  cursor: { fill: 'var(--muted)', stroke: 'var(--border)' },
};
