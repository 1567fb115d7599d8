const whole = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export const formatCount = (value: number) => whole.format(Math.round(value));
export const formatCompact = (value: number) => compact.format(value);
