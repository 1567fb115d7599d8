export { XAccountCard } from './components/x-account-card';
export { ScheduleSettingsCard } from './components/schedule-settings-card';
