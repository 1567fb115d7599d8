export { AccountDetails } from './components/account-details';
export { UsageNotice } from './components/usage-notice';
export { UsageSummary } from './components/usage-summary';
export { UserGreeting } from './components/user-greeting';
export { useMe } from './api/get-me';
