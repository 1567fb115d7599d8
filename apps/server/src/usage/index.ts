export { effectivePlan, usagePeriod, type PlanAndCount } from './plan';
export { countGeneration, thisMonthsCounter } from './repository';
export { assertGenerationAvailable, getUsage, planLimitError, takeGeneration } from './service';
