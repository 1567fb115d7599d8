export { AccountsCard } from './components/accounts-card';
export { ScheduleSettingsCard } from './components/schedule-settings-card';
export { useSaveBrowserTimezone } from './api/settings';
